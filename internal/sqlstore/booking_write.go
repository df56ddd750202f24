package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/jackc/pgx/v5/pgconn"
)

// The writes of a new booking: one statement each on SQLite
// (insertBooking), one statement of data-modifying CTEs on PostgreSQL
// (writeBookingPostgres), and the therapists a booking holds.

// bookingColumns are the columns a new booking is written with, in the
// order of bookingValues after customer_id.
const bookingColumns = `customer_id, service_id, booking_date, booking_time,
		start_minute, end_minute, places, status, total_amount, special_requests, created_at, guest_phone,
		room_id, hold_end_minute, preferred_gender, preferred_therapist_id, language`

// bookingValues are the values of bookingColumns after customer_id for
// the new booking b of nb, holding span.
func bookingValues(nb dayspa.NewBooking, b *dayspa.Booking, span dayspa.Interval) []any {
	places := 1
	if nb.Service.IsCouples() {
		places = 2
	}
	return []any{b.ServiceID, b.BookingDate, b.BookingTime,
		nb.Minute, nb.Minute + nb.Service.Duration, places, string(b.Status), int64(b.TotalAmount), b.SpecialRequests, b.CreatedAt,
		dayspa.PhoneDigits(nb.CustomerPhone), b.Assignment.RoomID, span.End, string(nb.Preference.Gender),
		sql.NullInt64{Int64: nb.Preference.TherapistID, Valid: nb.Preference.TherapistID > 0}, string(b.Language)}
}

var insertBookingSQL = `
	INSERT INTO bookings (` + bookingColumns + `)
	VALUES (` + placeholders(1, 17) + `)
	RETURNING id`

const insertBookingTherapistSQL = `
	INSERT INTO booking_therapists (booking_id, therapist_id, booking_date, start_minute, hold_end_minute, holds)
	VALUES ($1, $2, $3, $4, $5, $6)`

// insertBooking writes the booking b of nb with its customer (found or
// created), its therapists and its planned messages, one statement each:
// on SQLite a statement costs no round trip.
func insertBooking(ctx context.Context, tx *Tx, nb dayspa.NewBooking, b *dayspa.Booking, span dayspa.Interval, planned []dayspa.PlannedMessage) error {
	var err error
	if b.CustomerID, err = upsertCustomer(ctx, tx, nb.CustomerName, nb.CustomerEmail, nb.CustomerPhone); err != nil {
		return err
	}
	err = tx.queryRow(ctx, insertBookingSQL, append([]any{b.CustomerID}, bookingValues(nb, b, span)...)...).Scan(&b.ID)
	if isForeignKeyViolation(err) {
		return dayspa.FieldError("serviceId", dayspa.MsgService)
	} else if isExclusionViolation(err) {
		return dayspa.ReasonError(dayspa.ReasonFull, nil)
	} else if err != nil {
		return fmt.Errorf("create booking: %w", err)
	}
	if err := holdTherapists(ctx, tx, b.ID, nb.Date, span, b.Assignment.TherapistIDs, true); err != nil {
		return err
	}
	return writeMessages(ctx, tx, b.ID, 1, planned)
}

// writeBookingPostgres writes the booking b of nb as insertBooking does,
// in one statement of data-modifying CTEs (bookingWriteSQL): the customer,
// the booking, its therapists and its messages, in the booking's
// transaction. With c, the statement first reads dayCheckQuery (checkDay's
// read) and writes only when c is still free and the guest under the
// day's limit; without, it writes. It returns the check and whether it
// wrote; b gets its id and its customer's. The exclusion constraints still
// refuse a room or therapist held twice.
func writeBookingPostgres(ctx context.Context, tx *Tx, nb dayspa.NewBooking, rules dayspa.SlotRules, span dayspa.Interval, c *choice, b *dayspa.Booking, planned []dayspa.PlannedMessage) (dayCheck, error) {
	if c != nil && c.therapistsToCheck() == 0 {
		// The choice cannot be checked: the caller chooses again, after
		// the guest's requests are counted.
		return checkDay(ctx, tx, nb, rules, span, *c)
	}
	q, args := bookingWriteSQL(nb, rules, span, c, b, planned, tx.now)
	return bookingWritten(tx.QueryRowContext(ctx, q, args...), b)
}

// bookingWriteSQL is writeBookingPostgres's statement and its arguments,
// for a booking made at now; c, when not nil, must be checkable
// (therapistsToCheck > 0). Its one row is the guest's pending requests,
// whether c was free, and the new booking's id and customer (NULL when
// nothing was written): see bookingWritten.
func bookingWriteSQL(nb dayspa.NewBooking, rules dayspa.SlotRules, span dayspa.Interval, c *choice, b *dayspa.Booking, planned []dayspa.PlannedMessage, now time.Time) (string, []any) {
	p := &where{}
	var q strings.Builder
	q.WriteString(`
		WITH `)
	// The customer and the booking are written when free holds, reading
	// from: the check's one row when the write depends on it.
	from, free := "", "TRUE"
	if c != nil {
		check, args, _ := dayCheckQuery(nb, rules, span, *c)
		p.args = args // the check's placeholders come first, as it numbers them
		q.WriteString(`chk AS (` + check + `
		), `)
		from, free = ` FROM chk`, `chk.free`
		if limit := rules.GuestLimit.PerDay; limit > 0 {
			// A guest at the limit gets nothing written, so that the
			// statement can be committed with no look at its answer
			// (booking_pipeline.go); the caller refuses the guest.
			free += ` AND chk.pending < ` + p.next(limit)
		}
	}
	// The customer as upsertCustomer finds or makes it, except that one
	// who has a phone already is only read (known): the upsert would
	// rewrite that row unchanged and hold its lock until the commit, so
	// that two bookings of one guest, on days of their own, would wait
	// for each other.
	name, email, phone, created := p.next(nb.CustomerName), p.next(nb.CustomerEmail), p.next(nb.CustomerPhone), p.next(now)
	q.WriteString(`known AS (
			SELECT id FROM customers WHERE email = ` + email + ` AND phone <> ''
		), customer AS (
			INSERT INTO customers (name, email, phone, created_at)
			SELECT ` + name + `, ` + email + `, ` + phone + `, ` + created + from + `
			WHERE ` + free + ` AND NOT EXISTS (SELECT 1 FROM known)
			` + customerOnConflict + `
			RETURNING id
		), booking AS (
			INSERT INTO bookings (` + bookingColumns + `)
			SELECT COALESCE((SELECT id FROM known), (SELECT id FROM customer))`)
	for _, v := range bookingValues(nb, b, span) {
		q.WriteString(", " + p.next(v))
	}
	q.WriteString(from + `
			WHERE ` + free + `
			RETURNING id, customer_id
		)`)
	// One INSERT … SELECT per therapist, which takes the booking's id from
	// its CTE and its types from the table's columns.
	if ts := b.Assignment.TherapistIDs; len(ts) > 0 {
		d, start, end := p.next(nb.Date), p.next(span.Start), p.next(span.End)
		for i, id := range ts {
			fmt.Fprintf(&q, `, therapist%d AS (
			INSERT INTO booking_therapists (booking_id, therapist_id, booking_date, start_minute, hold_end_minute, holds)
			SELECT id, %s, %s, %s, %s, TRUE FROM booking
		)`, i, p.next(id), d, start, end)
		}
	}
	// The messages in one INSERT, in their planned order (ORDER BY: the
	// ids follow it, as with insertOutboxSQL): the booking's id joined to
	// a VALUES list, whose first row's casts give the list its types. The
	// hashes of their manage links in another, as writeMessages keeps them.
	if len(planned) > 0 {
		version := p.next(1)
		q.WriteString(`, messages AS (
			` + outboxInsert + `
			SELECT booking.id, ` + version + `, ` + created + `, m.kind, m.recipient, m.calendar, m.due_at, m.due_at, m.manage_token
			FROM booking, (VALUES `)
		var hashes []string
		for i, m := range planned {
			values, hash := messageValues(m)
			var v [5]string
			for j, a := range values {
				v[j] = p.next(a)
			}
			if hash != "" {
				hashes = append(hashes, "("+p.next(hash)+"::text)")
			}
			if i == 0 {
				fmt.Fprintf(&q, "(0, %s::text, %s::text, %s::boolean, %s::timestamptz, %s::text)", v[0], v[1], v[2], v[3], v[4])
			} else {
				fmt.Fprintf(&q, ", (%d, %s)", i, strings.Join(v[:], ", "))
			}
		}
		q.WriteString(`) AS m (n, kind, recipient, calendar, due_at, manage_token)
			ORDER BY m.n
		)`)
		if len(hashes) > 0 {
			q.WriteString(`, links AS (
			INSERT INTO manage_tokens (booking_id, token_hash)
			SELECT booking.id, t.token_hash FROM booking, (VALUES ` + strings.Join(hashes, ", ") + `) AS t (token_hash)
		)`)
		}
	}
	if c != nil {
		q.WriteString(`
		SELECT chk.pending, chk.free, booking.id, booking.customer_id FROM chk LEFT JOIN booking ON TRUE`)
	} else {
		q.WriteString(`
		SELECT 0, TRUE, id, customer_id FROM booking`)
	}
	return q.String(), p.args
}

// bookingWritten reads the row of bookingWriteSQL's statement into a
// check, and b's id and customer when it was written.
func bookingWritten(row scanner, b *dayspa.Booking) (dayCheck, error) {
	var chk dayCheck
	var id, customer sql.NullInt64
	err := row.Scan(&chk.pending, &chk.free, &id, &customer)
	var pe *pgconn.PgError
	switch {
	case isExclusionViolation(err):
		return chk, dayspa.ReasonError(dayspa.ReasonFull, nil)
	case isForeignKeyViolation(err) && !(errors.As(err, &pe) && pe.TableName == "booking_therapists"):
		// The booking's service is gone (as insertBooking answers).
		return chk, dayspa.FieldError("serviceId", dayspa.MsgService)
	case err != nil:
		return chk, fmt.Errorf("create booking: %w", err)
	}
	b.ID, b.CustomerID, chk.written = id.Int64, customer.Int64, id.Valid
	return chk, nil
}

// holdTherapists records that booking id holds the therapists over span
// of d (holds: in a status that holds a place).
func holdTherapists(ctx context.Context, tx *Tx, id int64, d dayspa.Date, span dayspa.Interval, therapists []int64, holds bool) error {
	for _, tid := range therapists {
		_, err := tx.exec(ctx, insertBookingTherapistSQL, id, tid, d, span.Start, span.End, holds)
		if isExclusionViolation(err) {
			return dayspa.ReasonError(dayspa.ReasonFull, nil)
		} else if err != nil {
			return fmt.Errorf("booking %d therapists: %w", id, err)
		}
	}
	return nil
}
