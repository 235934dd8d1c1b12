import styled from 'styled-components';

export const Root = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.primary};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  /* The member's own plan stands out by its edge, not by colour alone: it also carries a marker. */
  &[data-current='true'] {
    border-color: ${({ theme }) => theme.color.primary.default};
    box-shadow:
      inset 0 0 0 1px ${({ theme }) => theme.color.primary.default},
      ${({ theme }) => theme.shadow.md};
  }
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Medal = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 48px;
  block-size: 48px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.sunken};
  color: ${({ theme }) => theme.color.text.primary};
  border: 1px solid ${({ theme }) => theme.color.border.default};

  & > svg {
    inline-size: 26px;
    block-size: 26px;
  }
`;

export const Titles = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
`;

export const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const Benefits = styled.ul`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.text.secondary};

  & > li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[2]};
  }
  & > li > svg {
    flex: none;
    inline-size: 20px;
    block-size: 20px;
    margin-block-start: 2px;
    color: ${({ theme }) => theme.color.success.fg};
  }
  & > li[data-badge-line='true'] {
    color: ${({ theme }) => theme.color.text.primary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  & > * {
    flex: 1 1 auto;
  }
`;
