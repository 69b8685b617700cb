/** The header row of a tracker table (recent activity, a leaderboard): muted column names. */
export function TrackerTableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr className="text-left text-muted-foreground">
        {columns.map((name, i) => (
          <th
            key={name}
            scope="col"
            className={i < columns.length - 1 ? 'pr-2 font-medium' : 'font-medium'}
          >
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
