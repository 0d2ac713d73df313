/**
 * What a failure toast or the connection banner says under its sentence: the server's own message when it
 * wrote one for people, and the request and status folded behind a Details expander (a native <details>,
 * keyboard-usable as it is).
 */
import { Typography } from 'antd';
import { failureDetails, failureText, type Failure } from '../http/errors';

export function FailureDetails({ failure, note }: { failure: Failure; note?: string | null }) {
  const { request, status } = failureDetails(failure);
  return (
    <div data-testid="failure-details">
      {note && <Typography.Paragraph style={{ marginBottom: 4 }}>{note}</Typography.Paragraph>}
      <details>
        <summary style={{ cursor: 'pointer' }}>{failureText('details')}</summary>
        <dl style={{ margin: '4px 0 0', display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 8 }}>
          {request && (
            <>
              <dt>{failureText('request')}</dt>
              <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
                <code>{request}</code>
              </dd>
            </>
          )}
          <dt>{failureText('status')}</dt>
          <dd style={{ margin: 0 }}>
            <code>{status}</code>
          </dd>
        </dl>
      </details>
    </div>
  );
}
