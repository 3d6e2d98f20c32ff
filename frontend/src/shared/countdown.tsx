import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownTickMs } from '@dtn/contracts/constants';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Time left as hours:minutes:seconds.tenths ("23:59:58.3"): with a 50 ms tick the tenths move. */
export function formatRemaining(ms: number): string {
  const tenths = Math.floor(ms / 100);
  const seconds = Math.floor(tenths / 10);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}.${tenths % 10}`;
}

/**
 * Spec sections 4 and 9: a countdown to a deadline, ticking every 50 ms, then `overKey` ('complete'
 * for the transport request's expiration). The tick stops once it is over. Shared: the transport
 * bids and the negotiation's turns (shared/negotiation/turn-banner) count down alike.
 */
export function Countdown({ until, overKey = 'offers.transport.complete' }: { until: string; overKey?: string }) {
  const { t } = useTranslation();
  const end = Date.parse(until);
  const [now, setNow] = useState(() => Date.now());
  const over = now >= end;
  useEffect(() => {
    if (over) return undefined;
    const timer = setInterval(() => setNow(Date.now()), countdownTickMs);
    return () => clearInterval(timer);
  }, [over]);
  return (
    <span role="timer" data-testid="countdown" className="font-monospace">
      {over ? t(overKey) : formatRemaining(end - now)}
    </span>
  );
}
