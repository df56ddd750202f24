package sqlstore

import (
	"context"
	"fmt"
	"strings"

	"github.com/dayspa/dayspa"
)

var _ dayspa.CustomerStore = (*DB)(nil)

// ListCustomers returns one page of customers matching f, newest first,
// each with the number of all their bookings, and the number that match.
func (db *DB) ListCustomers(ctx context.Context, f dayspa.CustomerFilter) ([]dayspa.CustomerView, int, error) {
	f = f.Normalize()
	p, err := snapshot(ctx, db, func(tx *Tx) (page[dayspa.CustomerView], error) {
		return pageOf(listCustomers(ctx, tx, f))
	})
	return p.items, p.total, err
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

// upsertCustomer returns the id of the customer with that e-mail (as
// BookingRequest.Validate normalised it), creating it if needed. An
// existing customer keeps the name first given; a phone is stored when
// none was before (customerOnConflict). The single statement is safe
// against a concurrent insert of the same address: the loser of the race
// updates.
const upsertCustomerSQL = `
	INSERT INTO customers (name, email, phone, created_at)
	VALUES ($1, $2, $3, $4)
	` + customerOnConflict + `
	RETURNING id`

// customerOnConflict is what a booking changes of the customer who has
// its e-mail already: the phone, when none was stored.
const customerOnConflict = `ON CONFLICT (email) DO UPDATE
	SET phone = CASE WHEN customers.phone = '' THEN excluded.phone ELSE customers.phone END`

func upsertCustomer(ctx context.Context, tx *Tx, name, email, phone string) (int64, error) {
	var id int64
	err := tx.queryRow(ctx, upsertCustomerSQL, name, email, phone, tx.now).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("find or create customer: %w", err)
	}
	return id, nil
}
