// Drawn by the storied MembersReport, EventsReport and ShopReport (their loading, error, empty and CSV stories).
import { Download } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { ErrorState } from '../../components/ErrorState';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { CsvButton, Header, Section } from '../reportParts';

export interface ReportFrameLabels {
  loading: string;
  error: string;
  retry: string;
  csv: string;
}

export interface ReportFrameProps {
  title: string;
  status: 'loading' | 'error' | 'ready';
  labels: ReportFrameLabels;
  /** Downloads the report as CSV (shown once the report is there). */
  onDownloadCsv?: () => void;
  onRetry?: () => void;
  /** The report itself, drawn when ready. */
  children?: ReactNode;
}

/** A report's titled section: its CSV button, and loading, error (with retry) or the report. */
export function ReportFrame({ title, status, labels, onDownloadCsv, onRetry, children }: ReportFrameProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      <Header>
        <h2 id={headingId}>{title}</h2>
        {status === 'ready' && onDownloadCsv ? (
          <CsvButton type="button" onClick={onDownloadCsv}>
            <Download size={16} aria-hidden="true" />
            {labels.csv}
          </CsvButton>
        ) : null}
      </Header>
      {status === 'loading' ? <LoadingIndicator label={labels.loading} /> : null}
      {status === 'error' ? (
        <ErrorState message={labels.error} onRetry={onRetry} retryLabel={labels.retry} size="sm" />
      ) : null}
      {status === 'ready' ? children : null}
    </Section>
  );
}
