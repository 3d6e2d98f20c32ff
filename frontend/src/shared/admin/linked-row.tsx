import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';

/**
 * A table row that opens `to` when clicked anywhere. The first cell, `label`, is a link to the
 * same place, so the row is reachable by keyboard and screen readers too; `children`, the other cells.
 */
export function LinkedRow({ to, testId, label, children }: { to: string; testId: string; label: ReactNode; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <tr style={{ cursor: 'pointer' }} onClick={() => void navigate(to)} data-testid={testId}>
      <td>
        <Link to={to} onClick={(event) => event.stopPropagation()}>
          {label}
        </Link>
      </td>
      {children}
    </tr>
  );
}
