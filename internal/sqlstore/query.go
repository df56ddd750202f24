package sqlstore

// The query helpers every entity's file shares: conditions with their
// arguments (where), LIKE patterns, placeholders, counting a list's
// matches (matchCount) and the snapshot a count and its page read.

import (
	"context"
	"fmt"
	"slices"
	"strings"
)

// likePattern returns a LIKE pattern (with ESCAPE '\') matching s anywhere.
func likePattern(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)
	return "%" + r.Replace(s) + "%"
}

// where collects the conditions and arguments of a query.
type where struct {
	conds []string
	args  []any
}

// add appends a condition whose "?" placeholders (in order) take args.
func (w *where) add(cond string, args ...any) {
	for _, a := range args {
		w.args = append(w.args, a)
		cond = strings.Replace(cond, "?", fmt.Sprintf("$%d", len(w.args)), 1)
	}
	w.conds = append(w.conds, cond)
}

// sql returns " WHERE c1 AND c2 …", or "" without conditions.
func (w *where) sql() string {
	if len(w.conds) == 0 {
		return ""
	}
	return " WHERE " + strings.Join(w.conds, " AND ")
}

// next returns the placeholder of the argument a, appended.
func (w *where) next(a any) string {
	w.args = append(w.args, a)
	return fmt.Sprintf("$%d", len(w.args))
}

// matchCount is how a list learns its number of matches. Without a search
// it is a COUNT of its own, answered from an index, and the page reads
// only its rows by another index: a window would read every row before
// the LIMIT. A search has to scan the customers anyway, so the page's
// statement counts its matches in the same scan (COUNT(*) OVER (), taken
// before LIMIT applies) instead of scanning twice.
type matchCount struct {
	sql    string // the COUNT statement
	args   []any
	inPage bool
}

func newMatchCount(from string, w *where, inPage bool) matchCount {
	return matchCount{`SELECT COUNT(*) FROM ` + from + w.sql(), slices.Clone(w.args), inPage}
}

// column is the page's "matches" column.
func (m matchCount) column() string {
	if m.inPage {
		return "COUNT(*) OVER ()"
	}
	return "0"
}

func (m matchCount) count(ctx context.Context, tx *Tx) (int, error) {
	var n int
	if err := tx.QueryRowContext(ctx, m.sql, m.args...).Scan(&n); err != nil {
		return 0, fmt.Errorf("count: %w", err)
	}
	return n, nil
}

// before returns the total when it is counted apart, else -1.
func (m matchCount) before(ctx context.Context, tx *Tx) (int, error) {
	if m.inPage {
		return -1, nil
	}
	return m.count(ctx, tx)
}

// after returns the total once the page has been read: counted before,
// carried by the page's rows, or, for a page past the end of the matches,
// which carries none, counted now.
func (m matchCount) after(ctx context.Context, tx *Tx, before, rows, matches, offset int) (int, error) {
	switch {
	case before >= 0:
		return before, nil
	case rows > 0:
		return matches, nil
	case offset == 0:
		return 0, nil
	}
	return m.count(ctx, tx)
}

// placeholders returns "$from, $from+1, …" for n arguments.
func placeholders(from, n int) string {
	ps := make([]string, n)
	for i := range ps {
		ps[i] = fmt.Sprintf("$%d", from+i)
	}
	return strings.Join(ps, ", ")
}

// scanner is a row to scan: *sql.Row or *sql.Rows.
type scanner interface{ Scan(dest ...any) error }

// queryAll runs query in tx and scans every row it answers with scan, in
// order; what names the rows in the errors. No rows is an empty slice,
// never nil, so that the API answers [] rather than null.
func queryAll[T any](ctx context.Context, tx *Tx, what string, scan func(scanner) (T, error), query string, args ...any) ([]T, error) {
	rows, err := tx.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	defer rows.Close()
	out := []T{}
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", what, err)
		}
		out = append(out, v)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return out, nil
}
