import * as styles from './RecentSearchList.css';

export interface RecentSearch {
  id: string;
  /** Text describing conditions, age and sex. */
  query: string;
  /** Display text for when it ran. */
  date: string;
  matchedProducts: number;
  /** Name of the best-scoring product. */
  topMatch: string;
}

export interface RecentSearchListProps {
  searches: readonly RecentSearch[];
}

/** "3 matches", "1 match". */
export function formatMatches(count: number): string {
  return `${count} ${count === 1 ? 'match' : 'matches'}`;
}

/** The latest searches: query, date, how many products matched and the top match. */
export function RecentSearchList({ searches }: RecentSearchListProps) {
  if (searches.length === 0) {
    return <p className={styles.empty}>No recent searches found.</p>;
  }
  return (
    <ul className={styles.list}>
      {searches.map((search) => (
        <li key={search.id} className={styles.item}>
          <p className={styles.query}>{search.query}</p>
          <p className={styles.date}>{search.date}</p>
          <p className={styles.meta}>
            <span className={styles.matches}>{formatMatches(search.matchedProducts)}</span>
            <span>Top match: {search.topMatch}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
