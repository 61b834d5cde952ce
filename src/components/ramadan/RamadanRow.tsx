import type { ReactNode } from 'react';
import type { Strings } from '../../i18n/index.ts';

interface Props {
  id: string;
  title: string;
  seeAllHref: string;
  t: Pick<Strings, 'seeAll'>;
  children: ReactNode;
}

/** A titled row of a few items with its see-all link ("Voir tout"). */
export default function RamadanRow({ id, title, seeAllHref, t, children }: Props) {
  return (
    <section className="ramadan-row" aria-labelledby={id}>
      <div className="ramadan-row-head">
        <h2 id={id} className="section-title">
          {title}
        </h2>
        <a className="see-all" href={seeAllHref}>
          {t.seeAll}
          <span className="sr-only"> – {title}</span>
        </a>
      </div>
      <ul className="ramadan-strip" data-sequence>
        {children}
      </ul>
    </section>
  );
}
