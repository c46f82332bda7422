import { Star } from 'lucide-react';
import { cx } from '../../../ui/class-names.ts';

/** Importance 1–3 as three stars, the first `importance` filled; read as "중요도 n/3". */
export function ImportanceStars({ importance }: { importance: number }) {
  return (
    <span role="img" aria-label={`중요도 ${importance}/3`} className="inline-flex gap-px">
      {[1, 2, 3].map((level) => (
        <Star
          key={level}
          aria-hidden="true"
          strokeWidth={2}
          className={cx(
            'size-3',
            level <= importance ? 'fill-warning text-warning' : 'fill-transparent text-line',
          )}
        />
      ))}
    </span>
  );
}
