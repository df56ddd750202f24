package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/dayspa/dayspa"
)

var _ dayspa.AdminStore = (*DB)(nil)

// BookingStats counts all bookings and those pending, confirmed and
// completed: one aggregate over the (status, created_at) index, which is
// narrower than the table.
func (db *DB) BookingStats(ctx context.Context) (dayspa.BookingStats, error) {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return dayspa.BookingStats{}, err
	}
	defer tx.Rollback()
	rows, err := tx.QueryContext(ctx, `SELECT status, COUNT(*) FROM bookings GROUP BY status`)
	if err != nil {
		return dayspa.BookingStats{}, fmt.Errorf("booking stats: %w", err)
	}
	defer rows.Close()
	var st dayspa.BookingStats
	for rows.Next() {
		var status string
		var n int
		if err := rows.Scan(&status, &n); err != nil {
			return dayspa.BookingStats{}, fmt.Errorf("booking stats: %w", err)
		}
		st.TotalBookings += n
		switch dayspa.BookingStatus(status) {
		case dayspa.StatusPending:
			st.PendingBookings = n
		case dayspa.StatusConfirmed:
			st.ConfirmedBookings = n
		case dayspa.StatusCompleted:
			st.CompletedBookings = n
		}
	}
	if err := rows.Err(); err != nil {
		return dayspa.BookingStats{}, fmt.Errorf("booking stats: %w", err)
	}
	return st, nil
}

// ListBookings returns one page of bookings matching f, newest first, each
// joined with its customer and service, and the number of all that match.
func (db *DB) ListBookings(ctx context.Context, f dayspa.BookingFilter) ([]dayspa.BookingView, int, error) {
	f = f.Normalize()
	tx, err := db.beginSnapshot(ctx)
	if err != nil {
		return nil, 0, err
	}
	defer tx.Rollback()
	return listBookings(ctx, tx, f)
}

// SetBookingStatus moves a booking to next when the domain allows it from
// its current status (BookingStatus.CanMoveTo). The check and the change
// are one conditional UPDATE, so two concurrent moves cannot both pass.
// Returns EINVALID for a status that is not one, ENOTFOUND for an unknown
// id, ECONFLICT for a move the domain forbids.
func (db *DB) SetBookingStatus(ctx context.Context, id int64, next dayspa.BookingStatus) (*dayspa.Booking, error) {
	if !next.Valid() {
		return nil, &dayspa.Error{Code: dayspa.EINVALID, Message: "Please check the highlighted fields.",
			Fields: map[string]string{"status": msgStatus}}
	}
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	b, err := setBookingStatus(ctx, tx, id, next)
	if err != nil {
		return nil, err
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("set booking status: commit: %w", err)
	}
	return b, nil
}

// ListCustomers returns one page of customers matching f, newest first,
// each with the number of all their bookings, and the number that match.
func (db *DB) ListCustomers(ctx context.Context, f dayspa.CustomerFilter) ([]dayspa.CustomerView, int, error) {
	f.Search = strings.TrimSpace(f.Search)
	f.Page = f.Page.Normalize()
	tx, err := db.beginSnapshot(ctx)
	if err != nil {
		return nil, 0, err
	}
	defer tx.Rollback()
	return listCustomers(ctx, tx, f)
}

// ListServiceViews returns every service, by id, with its number of
// bookings (of any status).
func (db *DB) ListServiceViews(ctx context.Context) ([]dayspa.ServiceView, error) {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	rows, err := tx.QueryContext(ctx, `
		SELECT s.id, s.name, s.description, s.category, s.duration, s.price, s.is_active,
			COALESCE(n.bookings, 0)
		FROM services s
		LEFT JOIN (SELECT service_id, COUNT(*) AS bookings FROM bookings GROUP BY service_id) n
			ON n.service_id = s.id
		ORDER BY s.id`)
	if err != nil {
		return nil, fmt.Errorf("list service views: %w", err)
	}
	defer rows.Close()
	out := []dayspa.ServiceView{}
	for rows.Next() {
		var v dayspa.ServiceView
		s := &v.Service
		if err := rows.Scan(&s.ID, &s.Name, &s.Description, &s.Category, &s.Duration, &s.Price, &s.IsActive, &v.BookingCount); err != nil {
			return nil, fmt.Errorf("list service views: %w", err)
		}
		out = append(out, v)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list service views: %w", err)
	}
	return out, nil
}

// UnreadMessageCount counts the contact messages not yet read.
func (db *DB) UnreadMessageCount(ctx context.Context) (int, error) {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM contact_messages WHERE is_read = $1`, false).Scan(&n); err != nil {
		return 0, fmt.Errorf("unread message count: %w", err)
	}
	return n, nil
}

// msgStatus is the field message of a status that is not one of the four.
const msgStatus = "Status must be pending, confirmed, completed or cancelled."

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

// matchCustomer is the condition "the customer's name or e-mail holds
// search, in any case", on the columns name and email of a customers row,
// with its arguments. E-mails are stored in lower case, so the lowered
// search matches them as is; names are compared lowered. PostgreSQL uses
// LIKE on lower(name), cheaper than ILIKE. SQLite uses instr on lower():
// the same ASCII case folding as its LIKE, but no pattern to interpret,
// so a search scans its 50,000 customers in about half the time.
func matchCustomer(engine, name, email, search string) (string, []any) {
	if engine == EnginePostgres {
		p := strings.ToLower(likePattern(search))
		return `(lower(` + name + `) LIKE ? ESCAPE '\' OR ` + email + ` LIKE ? ESCAPE '\')`, []any{p, p}
	}
	needle := strings.ToLower(search)
	return `(instr(lower(` + name + `), ?) > 0 OR instr(` + email + `, ?) > 0)`, []any{needle, needle}
}

func bookingWhere(engine string, f dayspa.BookingFilter) *where {
	w := &where{}
	if f.Status != nil {
		w.add("b.status = ?", string(*f.Status))
	}
	if f.Date != nil {
		w.add("b.booking_date = ?", *f.Date)
	}
	if f.Search != "" {
		// Customers first: the matching few, then their bookings by index.
		cond, args := matchCustomer(engine, "name", "email", f.Search)
		w.add(`b.customer_id IN (SELECT id FROM customers WHERE `+cond+`)`, args...)
	}
	return w
}

// listBookings reads one page of the matching bookings by index and joins
// only that page with customers and services; matchCount says how the
// matches are counted.
func listBookings(ctx context.Context, tx *Tx, f dayspa.BookingFilter) ([]dayspa.BookingView, int, error) {
	w := bookingWhere(tx.db.engine, f)
	mc := newMatchCount("bookings b", w, f.Search != "")
	total, err := mc.before(ctx, tx)
	out := []dayspa.BookingView{}
	if err != nil || (total >= 0 && total <= f.Offset) {
		return out, total, err
	}
	limit, offset := w.next(f.Limit), w.next(f.Offset)
	rows, err := tx.QueryContext(ctx, `
		WITH page AS (
			SELECT b.id, b.created_at, `+mc.column()+` AS matches FROM bookings b`+w.sql()+`
			ORDER BY b.created_at DESC, b.id DESC
			LIMIT `+limit+` OFFSET `+offset+`
		)
		SELECT b.id, b.booking_date, b.booking_time, b.total_amount, b.status, b.special_requests, b.created_at,
			c.id, c.name, c.email, c.phone,
			s.id, s.name, s.duration, page.matches
		FROM page
		JOIN bookings b ON b.id = page.id
		JOIN customers c ON c.id = b.customer_id
		JOIN services s ON s.id = b.service_id
		ORDER BY page.created_at DESC, page.id DESC`, w.args...)
	if err != nil {
		return nil, 0, fmt.Errorf("list bookings: %w", err)
	}
	defer rows.Close()
	matches := 0
	for rows.Next() {
		var v dayspa.BookingView
		b, c, s := &v.Booking, &v.Customer, &v.Service
		var status string
		if err := rows.Scan(&b.ID, &b.BookingDate, &b.BookingTime, &b.TotalAmount, &status, &b.SpecialRequests, &b.CreatedAt,
			&c.ID, &c.Name, &c.Email, &c.Phone, &s.ID, &s.Name, &s.Duration, &matches); err != nil {
			return nil, 0, fmt.Errorf("list bookings: %w", err)
		}
		b.Status, b.CreatedAt = dayspa.BookingStatus(status), b.CreatedAt.UTC()
		out = append(out, v)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, fmt.Errorf("list bookings: %w", err)
	}
	total, err = mc.after(ctx, tx, total, len(out), matches, f.Offset)
	return out, total, err
}

func customerWhere(engine string, f dayspa.CustomerFilter) *where {
	w := &where{}
	if f.Search != "" {
		cond, args := matchCustomer(engine, "c.name", "c.email", f.Search)
		w.add(cond, args...)
	}
	return w
}

// listCustomers reads one page of the matching customers by index and
// counts the bookings of that page's customers only, with a GROUP BY join
// on the bookings' customer index; matchCount says how the matches are
// counted.
func listCustomers(ctx context.Context, tx *Tx, f dayspa.CustomerFilter) ([]dayspa.CustomerView, int, error) {
	w := customerWhere(tx.db.engine, f)
	mc := newMatchCount("customers c", w, f.Search != "")
	total, err := mc.before(ctx, tx)
	out := []dayspa.CustomerView{}
	if err != nil || (total >= 0 && total <= f.Offset) {
		return out, total, err
	}
	limit, offset := w.next(f.Limit), w.next(f.Offset)
	rows, err := tx.QueryContext(ctx, `
		WITH page AS (
			SELECT c.id, c.created_at, `+mc.column()+` AS matches FROM customers c`+w.sql()+`
			ORDER BY c.created_at DESC, c.id DESC
			LIMIT `+limit+` OFFSET `+offset+`
		)
		SELECT c.id, c.name, c.email, c.phone, c.created_at, page.matches, COUNT(b.id)
		FROM page
		JOIN customers c ON c.id = page.id
		LEFT JOIN bookings b ON b.customer_id = page.id
		GROUP BY c.id, c.name, c.email, c.phone, c.created_at, page.created_at, page.id, page.matches
		ORDER BY page.created_at DESC, page.id DESC`, w.args...)
	if err != nil {
		return nil, 0, fmt.Errorf("list customers: %w", err)
	}
	defer rows.Close()
	matches := 0
	for rows.Next() {
		var v dayspa.CustomerView
		c := &v.Customer
		if err := rows.Scan(&c.ID, &c.Name, &c.Email, &c.Phone, &c.CreatedAt, &matches, &v.BookingCount); err != nil {
			return nil, 0, fmt.Errorf("list customers: %w", err)
		}
		c.CreatedAt = c.CreatedAt.UTC()
		out = append(out, v)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, fmt.Errorf("list customers: %w", err)
	}
	total, err = mc.after(ctx, tx, total, len(out), matches, f.Offset)
	return out, total, err
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

// beginSnapshot starts a read-only transaction whose statements all see
// one snapshot, so that a count and its page agree: SQLite's read
// transactions do; PostgreSQL needs REPEATABLE READ for it.
func (db *DB) beginSnapshot(ctx context.Context) (*Tx, error) {
	if db.engine != EnginePostgres {
		return db.beginRead(ctx)
	}
	tx, err := db.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true, Isolation: sql.LevelRepeatableRead})
	if err != nil {
		return nil, fmt.Errorf("begin: %w", err)
	}
	return &Tx{Tx: tx, db: db, now: db.now()}, nil
}

// setBookingStatus changes the status only from one the domain allows to
// move to next, in one statement.
func setBookingStatus(ctx context.Context, tx *Tx, id int64, next dayspa.BookingStatus) (*dayspa.Booking, error) {
	var from []any
	for _, s := range allStatuses {
		if s.CanMoveTo(next) {
			from = append(from, string(s))
		}
	}
	changed := int64(0)
	if len(from) > 0 {
		res, err := tx.ExecContext(ctx, `UPDATE bookings SET status = $1 WHERE id = $2 AND status IN (`+placeholders(3, len(from))+`)`,
			append([]any{string(next), id}, from...)...)
		if err != nil {
			return nil, fmt.Errorf("set booking %d status: %w", id, err)
		}
		if changed, err = res.RowsAffected(); err != nil {
			return nil, fmt.Errorf("set booking %d status: %w", id, err)
		}
	}
	b, err := findBookingByID(ctx, tx, id)
	if err != nil {
		return nil, err
	}
	if changed == 0 {
		return nil, dayspa.Errorf(dayspa.ECONFLICT, "A %s booking cannot become %s.", b.Status, next)
	}
	return b, nil
}

func findBookingByID(ctx context.Context, tx *Tx, id int64) (*dayspa.Booking, error) {
	var b dayspa.Booking
	var status string
	err := tx.QueryRowContext(ctx, `
		SELECT id, customer_id, service_id, booking_date, booking_time, status, total_amount, special_requests, created_at
		FROM bookings WHERE id = $1`, id,
	).Scan(&b.ID, &b.CustomerID, &b.ServiceID, &b.BookingDate, &b.BookingTime, &status, &b.TotalAmount, &b.SpecialRequests, &b.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, dayspa.Errorf(dayspa.ENOTFOUND, "Booking not found.")
	} else if err != nil {
		return nil, fmt.Errorf("find booking %d: %w", id, err)
	}
	b.Status, b.CreatedAt = dayspa.BookingStatus(status), b.CreatedAt.UTC()
	return &b, nil
}
