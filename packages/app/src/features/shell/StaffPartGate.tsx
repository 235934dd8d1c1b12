import type { StaffRole } from '@wellness/api/rules';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { staffHomeFor, staffPathAllowed } from './navigation';

const Notice = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-inline-size: 40rem;
  margin-block: ${({ theme }) => theme.space[8]};
  margin-inline: auto;
  text-align: center;
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

/**
 * The staff console's page, when the staff role includes it (the contract's `x-staff-roles` of the page's call);
 * else the console's home goes to the first part the role has, and any other part says it is not the role's.
 */
export function StaffPartGate({ staffRole }: { staffRole: StaffRole | null }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  if (staffPathAllowed(pathname, staffRole)) return <Outlet />;
  const home = staffHomeFor(staffRole);
  if (staffPathAllowed(home, staffRole)) return <Navigate to={home} replace />;
  const role = staffRole ? intl.formatMessage({ id: `app.staff.role.${staffRole}` }) : '';
  return (
    <Notice role="status">
      <h1>{intl.formatMessage({ id: 'app.staff.forbidden.title' })}</h1>
      <p>
        {intl.formatMessage(
          { id: home === pathname ? 'app.staff.forbidden.empty' : 'app.staff.forbidden.text' },
          { role },
        )}
      </p>
    </Notice>
  );
}
