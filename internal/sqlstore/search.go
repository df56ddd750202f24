package sqlstore

import (
	"context"
	"fmt"
	"strings"

	"github.com/dayspa/dayspa"
)

// AdminSearch finds the bookings, customers and messages q matches, at
// most dayspa.MaxSearchResults of each, in one snapshot.
func (db *DB) AdminSearch(ctx context.Context, q dayspa.SearchTerms) (dayspa.SearchResults, error) {
	return snapshot(ctx, db, func(tx *Tx) (dayspa.SearchResults, error) {
		var out dayspa.SearchResults
		var err error
		if out.Bookings, err = searchBookings(ctx, tx, q); err != nil {
			return out, err
		}
		if out.Customers, err = searchCustomers(ctx, tx, q); err != nil {
			return out, err
		}
		out.Messages, err = searchMessages(ctx, tx, q)
		return out, err
	})
}

// anyOf builds an OR of conditions whose "?" placeholders take the
// arguments given with them, numbered after those already in args.
type anyOf struct {
	conds []string
	args  []any
}

func (o *anyOf) add(cond string, args ...any) {
	for _, a := range args {
		o.args = append(o.args, a)
		cond = strings.Replace(cond, "?", fmt.Sprintf("$%d", len(o.args)), 1)
	}
	o.conds = append(o.conds, cond)
}

func (o *anyOf) sql() string { return "(" + strings.Join(o.conds, " OR ") + ")" }

// textMatch matches q's text in a name and a lower-case e-mail, and its
// phone digits in a phone column however the phone was written.
func textMatch(engine string, q dayspa.SearchTerms, name, email, phone string) *anyOf {
	o := &anyOf{}
	cond, args := matchCustomer(engine, name, email, q.Text)
	o.add(cond, args...)
	if q.Digits != "" {
		o.add(phoneDigitsSQL(phone)+` LIKE ?`, "%"+q.Digits+"%")
	}
	return o
}

// phoneDigitsSQL is a phone column without the characters people write
// between its digits, for NationalDigits' digits to be found in it.
func phoneDigitsSQL(column string) string {
	expr := column
	for _, c := range []string{" ", "+", "-", "(", ")", ".", "/"} {
		expr = "REPLACE(" + expr + ", '" + c + "', '')"
	}
	return expr
}

func searchBookings(ctx context.Context, tx *Tx, q dayspa.SearchTerms) ([]dayspa.SearchBooking, error) {
	o := textMatch(tx.db.engine, q, "c.name", "c.email", "c.phone")
	first := "" // the booking numbered so comes first
	if q.BookingID > 0 {
		o.add(`b.id = ?`, q.BookingID)
		first = fmt.Sprintf("CASE WHEN b.id = $%d THEN 0 ELSE 1 END, ", len(o.args))
	}
	rows, err := tx.QueryContext(ctx, `
		SELECT b.id, b.booking_date, b.start_minute, b.status, c.name, s.name
		FROM bookings b
		JOIN customers c ON c.id = b.customer_id
		JOIN services s ON s.id = b.service_id
		WHERE `+o.sql()+`
		ORDER BY `+first+`b.booking_date DESC, b.start_minute DESC, b.id DESC
		LIMIT `+fmt.Sprint(dayspa.MaxSearchResults), o.args...)
	if err != nil {
		return nil, fmt.Errorf("search bookings: %w", err)
	}
	defer rows.Close()
	out := []dayspa.SearchBooking{}
	for rows.Next() {
		var b dayspa.SearchBooking
		var start int
		var status string
		if err := rows.Scan(&b.ID, &b.BookingDate, &start, &status, &b.CustomerName, &b.ServiceName); err != nil {
			return nil, fmt.Errorf("search bookings: %w", err)
		}
		b.BookingTime, b.Status = dayspa.FormatClock(start), dayspa.BookingStatus(status)
		out = append(out, b)
	}
	return out, rows.Err()
}

func searchCustomers(ctx context.Context, tx *Tx, q dayspa.SearchTerms) ([]dayspa.SearchCustomer, error) {
	o := textMatch(tx.db.engine, q, "name", "email", "phone")
	rows, err := tx.QueryContext(ctx, `
		SELECT id, name, email, phone FROM customers WHERE `+o.sql()+`
		ORDER BY created_at DESC, id DESC LIMIT `+fmt.Sprint(dayspa.MaxSearchResults), o.args...)
	if err != nil {
		return nil, fmt.Errorf("search customers: %w", err)
	}
	defer rows.Close()
	out := []dayspa.SearchCustomer{}
	for rows.Next() {
		var c dayspa.SearchCustomer
		if err := rows.Scan(&c.ID, &c.Name, &c.Email, &c.Phone); err != nil {
			return nil, fmt.Errorf("search customers: %w", err)
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

func searchMessages(ctx context.Context, tx *Tx, q dayspa.SearchTerms) ([]dayspa.SearchMessage, error) {
	o := textMatch(tx.db.engine, q, "name", "email", "phone")
	cond, args := matchCustomer(tx.db.engine, "message", "message", q.Text)
	o.add(cond, args...)
	rows, err := tx.QueryContext(ctx, `
		SELECT id, name, email, message, is_read, created_at FROM contact_messages WHERE `+o.sql()+`
		ORDER BY created_at DESC, id DESC LIMIT `+fmt.Sprint(dayspa.MaxSearchResults), o.args...)
	if err != nil {
		return nil, fmt.Errorf("search messages: %w", err)
	}
	defer rows.Close()
	out := []dayspa.SearchMessage{}
	for rows.Next() {
		var m dayspa.SearchMessage
		var text string
		if err := rows.Scan(&m.ID, &m.Name, &m.Email, &text, &m.IsRead, &m.CreatedAt); err != nil {
			return nil, fmt.Errorf("search messages: %w", err)
		}
		m.Excerpt = dayspa.MessageExcerpt(text)
		out = append(out, m)
	}
	return out, rows.Err()
}
