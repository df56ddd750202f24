package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/dayspa/dayspa"
)

// BookingStats counts all bookings and those pending, confirmed and
// completed: one aggregate over the (status, created_at) index, which is
// narrower than the table.
func (db *DB) BookingStats(ctx context.Context) (dayspa.BookingStats, error) {
	return read(ctx, db, func(tx *Tx) (dayspa.BookingStats, error) {
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
	})
}

// ListBookings returns one page of bookings matching f, newest first, each
// joined with its customer and service, and the number of all that match.
func (db *DB) ListBookings(ctx context.Context, f dayspa.BookingFilter) ([]dayspa.BookingView, int, error) {
	f = f.Normalize()
	p, err := snapshot(ctx, db, func(tx *Tx) (page[dayspa.BookingView], error) {
		return pageOf(listBookings(ctx, tx, f))
	})
	return p.items, p.total, err
}

// SetBookingStatus moves a booking to next when the domain allows it from
// its current status (BookingStatus.CanMoveTo). The check and the change
// are one conditional UPDATE, so two concurrent moves cannot both pass.
// The change can be undone (UndoBookingChange): the booking it answers
// carries the undo's ticket, and the guest's message is due once the
// undo window has passed.
// Returns EINVALID for a status that is not one, ENOTFOUND for an unknown
// id, ECONFLICT for a move the domain forbids.
func (db *DB) SetBookingStatus(ctx context.Context, id int64, c dayspa.StatusChange) (*dayspa.Booking, error) {
	if err := c.Validate(); err != nil {
		return nil, err
	}
	return write(ctx, db, func(tx *Tx) (*dayspa.Booking, error) {
		was, start, err := bookingStatusAndStart(ctx, tx, id)
		if err != nil {
			return nil, err
		}
		before, err := bookingState(ctx, tx, id)
		if err != nil {
			return nil, err
		}
		if was.CanMoveTo(c.Status) {
			if err := c.Status.CheckStarted(start, tx.now); err != nil {
				return nil, err
			}
		}
		b, err := setBookingStatus(ctx, tx, id, c.Status, c.Reason)
		if err != nil {
			return nil, err
		}
		// setBookingStatus made the move: the domain allows it.
		ev, _ := dayspa.StatusChangeEvent(was, c.Status)
		if err := bookingChanged(ctx, tx, id, ev, was == dayspa.StatusConfirmed, true); err != nil {
			return nil, err
		}
		after, err := bookingState(ctx, tx, id)
		if err != nil {
			return nil, err
		}
		b.Undo, err = saveUndo(ctx, tx, id, before, after)
		return b, err
	})
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
		SELECT b.id, b.booking_date, b.booking_time, b.total_amount, b.status, b.special_requests, b.created_at, b.language,
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
		if err := rows.Scan(&b.ID, &b.BookingDate, &b.BookingTime, &b.TotalAmount, &status, &b.SpecialRequests, &b.CreatedAt, &b.Language,
			&c.ID, &c.Name, &c.Email, &c.Phone, &s.ID, &s.Name, &s.Duration, &matches); err != nil {
			return nil, 0, fmt.Errorf("list bookings: %w", err)
		}
		b.Status, b.CreatedAt = dayspa.BookingStatus(status), b.CreatedAt.UTC()
		v.Fill(tx.now, tx.db.location)
		out = append(out, v)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, fmt.Errorf("list bookings: %w", err)
	}
	total, err = mc.after(ctx, tx, total, len(out), matches, f.Offset)
	return out, total, err
}

// setBookingStatus changes the status only from one the domain allows to
// move to next, in one statement.
func setBookingStatus(ctx context.Context, tx *Tx, id int64, next dayspa.BookingStatus, reason string) (*dayspa.Booking, error) {
	var from []any
	for _, s := range allStatuses {
		if s.CanMoveTo(next) {
			from = append(from, string(s))
		}
	}
	changed := int64(0)
	if len(from) > 0 {
		res, err := tx.ExecContext(ctx, `UPDATE bookings SET status = $1, status_reason = $2 WHERE id = $3 AND status IN (`+placeholders(4, len(from))+`)`,
			append([]any{string(next), reason, id}, from...)...)
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
		return nil, dayspa.Errorf(dayspa.ECONFLICT, dayspa.MsgStatusChange, b.Status, next)
	}
	return b, nil
}

// bookingStatusAndStart returns booking id's status and the start of its
// appointment on the spa's clock, locking its row on PostgreSQL until tx
// ends, so that no move changes the start the status change was checked
// against: ENOTFOUND for an unknown id.
func bookingStatusAndStart(ctx context.Context, tx *Tx, id int64) (dayspa.BookingStatus, time.Time, error) {
	q := `SELECT status, booking_date, start_minute FROM bookings WHERE id = $1`
	if tx.db.engine == EnginePostgres {
		q += ` FOR UPDATE`
	}
	var status string
	var date dayspa.Date
	var minute int
	err := tx.QueryRowContext(ctx, q, id).Scan(&status, &date, &minute)
	if errors.Is(err, sql.ErrNoRows) {
		return "", time.Time{}, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgBookingNotFound)
	} else if err != nil {
		return "", time.Time{}, fmt.Errorf("find booking %d: %w", id, err)
	}
	return dayspa.BookingStatus(status), date.At(minute, tx.db.location), nil
}

func findBookingByID(ctx context.Context, tx *Tx, id int64) (*dayspa.Booking, error) {
	var b dayspa.Booking
	var status string
	err := tx.QueryRowContext(ctx, `
		SELECT id, customer_id, service_id, booking_date, booking_time, status, total_amount, special_requests, created_at, language
		FROM bookings WHERE id = $1`, id,
	).Scan(&b.ID, &b.CustomerID, &b.ServiceID, &b.BookingDate, &b.BookingTime, &status, &b.TotalAmount, &b.SpecialRequests, &b.CreatedAt, &b.Language)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgBookingNotFound)
	} else if err != nil {
		return nil, fmt.Errorf("find booking %d: %w", id, err)
	}
	b.Status, b.CreatedAt = dayspa.BookingStatus(status), b.CreatedAt.UTC()
	return &b, nil
}
