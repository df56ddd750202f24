package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/dayspa/dayspa"
)

var _ dayspa.BookingStore = (*DB)(nil)

// allStatuses are the five statuses the bookings table allows.
var allStatuses = []dayspa.BookingStatus{
	dayspa.StatusPending, dayspa.StatusConfirmed, dayspa.StatusCompleted, dayspa.StatusCancelled, dayspa.StatusNoShow,
}

// placeHolding lists, as query arguments, the statuses whose bookings take
// up a place; the domain decides which (BookingStatus.HoldsPlace).
var placeHolding = func() []any {
	var out []any
	for _, s := range allStatuses {
		if s.HoldsPlace() {
			out = append(out, string(s))
		}
	}
	return out
}()

// CreateBooking finds or creates the customer by e-mail and stores the
// booking as pending at the service's price, in one transaction with the
// checks that the slot still has room and that the guest is under the
// limit of pending requests for the day. Concurrent bookings of one day
// are serialised (see lockDay), so they never overbook nor exceed the
// guest limit, with one server instance or many. Returns ECONFLICT when
// the slot has no room (or has passed, or would end after closing),
// ETOOMANY when the guest is at the limit, EINVALID when the service no
// longer exists; nothing is stored then.
//
// The room and therapists are chosen before the day's lock (see choose)
// and only checked under it (see stillFree): on SQLite every write waits
// for the one before, so the write transaction does as little as it can.
func (db *DB) CreateBooking(ctx context.Context, nb dayspa.NewBooking, rules dayspa.SlotRules) (*dayspa.Booking, error) {
	return db.createBookingAfter(ctx, nb, rules, nil)
}

// createBookingAfter is CreateBooking; overtaken, when not nil, runs
// between the choice and the write transaction (tests make the day
// change there).
func (db *DB) createBookingAfter(ctx context.Context, nb dayspa.NewBooking, rules dayspa.SlotRules, overtaken func()) (*dayspa.Booking, error) {
	if nb.Service.Duration <= 0 {
		return nil, dayspa.FieldError("serviceId", dayspa.MsgService)
	}
	var c choice
	var tx *Tx
	var err error
	if db.engine == EnginePostgres {
		// The write transaction takes no lock until lockDay: the choice is
		// read in it, before that, which saves a transaction. Its
		// statements may each see a later moment (READ COMMITTED), so a
		// refusal is made again under the lock.
		if tx, err = db.beginWrite(ctx); err != nil {
			return nil, err
		}
		defer tx.Rollback()
		c, err = choose(ctx, tx, nb, rules)
		if dayspa.ErrorCode(err) == dayspa.ECONFLICT {
			c, err = choice{}, nil
		}
		if err != nil {
			return nil, err
		}
		if overtaken != nil {
			overtaken()
		}
	} else {
		// The write transaction holds SQLite's only write lock from its
		// start: the choice is made on a snapshot before it.
		if c, err = db.chooseOnSnapshot(ctx, nb, rules); err != nil {
			return nil, err
		}
		if overtaken != nil {
			overtaken()
		}
		if tx, err = db.beginWrite(ctx); err != nil {
			return nil, err
		}
		defer tx.Rollback()
	}
	b, err := createBooking(ctx, tx, nb, rules, c)
	if err != nil {
		return nil, err
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("create booking: commit: %w", err)
	}
	return b, nil
}

// DayPlans returns the plan of every day from from to to inclusive.
func (db *DB) DayPlans(ctx context.Context, from, to dayspa.Date) ([]dayspa.DayPlan, error) {
	tx, err := db.beginSnapshot(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	return dayPlans(ctx, tx, from, to)
}

// choice is the room and therapists the booking rule gave a booking on a
// snapshot of its day, to be confirmed under the day's lock.
type choice struct {
	a dayspa.Assignment
	// teamVersion is the version of the team the rule saw.
	teamVersion int64
	// usable is false when the day held bookings without a room or
	// therapists: whether the choice leaves enough for them depends on the
	// whole day, so it is made again under the lock.
	usable bool
}

// chooseOnSnapshot is choose on a snapshot of the database, outside the
// write transaction. A refusal is then final: the slot was full (or
// closed, or past) at a moment of the request, as it would be if the
// request had come then.
func (db *DB) chooseOnSnapshot(ctx context.Context, nb dayspa.NewBooking, rules dayspa.SlotRules) (choice, error) {
	tx, err := db.beginSnapshot(ctx)
	if err != nil {
		return choice{}, err
	}
	defer tx.Rollback()
	return choose(ctx, tx, nb, rules)
}

// choose applies the booking rule to nb's day as tx reads it, before the
// day's lock. An assignment is only a proposal for createBooking.
func choose(ctx context.Context, tx *Tx, nb dayspa.NewBooking, rules dayspa.SlotRules) (choice, error) {
	tm, err := loadTeam(ctx, tx)
	if err != nil {
		return choice{}, err
	}
	plans, err := dayPlansOf(ctx, tx, tm, nb.Date, nb.Date)
	if err != nil {
		return choice{}, err
	}
	a, err := rules.Check(plans[0], nb.Minute, nb.Service, nb.Preference, 0)
	if err != nil {
		return choice{}, err
	}
	c := choice{a: a, teamVersion: tm.version, usable: true}
	for _, h := range plans[0].Holds {
		if h.RoomID == 0 || len(h.TherapistIDs) == 0 {
			c.usable = false
		}
	}
	return c, nil
}

// stillFree reports, under the lock of d, whether the choice c made on an
// earlier snapshot still holds: the team is the one the rule saw (the
// same people, schedules, rooms and hours), no booking of d lacks a room
// (the rule's choice then depends on the whole day), and nothing holds c's
// room or therapists over span. Those are all the rule looks at, so
// the choice is then one the rule allows now. It reads the version row
// and the day's index entries that start before span ends.
func stillFree(ctx context.Context, tx *Tx, d dayspa.Date, span dayspa.Interval, c choice) (bool, error) {
	if !c.usable || c.a.RoomID == 0 || len(c.a.TherapistIDs) == 0 {
		return false, nil
	}
	args := []any{d, span.Start, span.End, c.a.RoomID}
	args = append(args, placeHolding...)
	for _, id := range c.a.TherapistIDs {
		args = append(args, id)
	}
	var version int64
	var unassigned, roomTaken, therapistTaken bool
	err := tx.queryRow(ctx, stillFreeSQL(len(c.a.TherapistIDs)), args...).Scan(&version, &unassigned, &roomTaken, &therapistTaken)
	if err != nil {
		return false, fmt.Errorf("check booking of %s: %w", d, err)
	}
	return version == c.teamVersion && !unassigned && !roomTaken && !therapistTaken, nil
}

// stillFreeSQL is stillFree's query with n therapists: $1 the day, $2
// and $3 the span, $4 the room, then the statuses that hold a place and
// the therapists.
func stillFreeSQL(n int) string {
	statuses := placeholders(5, len(placeHolding))
	return `
		SELECT (SELECT value FROM counters WHERE name = 'team_version'),
			EXISTS (SELECT 1 FROM bookings
				WHERE booking_date = $1 AND room_id IS NULL AND status IN (` + statuses + `)),
			EXISTS (SELECT 1 FROM bookings
				WHERE booking_date = $1 AND room_id = $4 AND status IN (` + statuses + `)
				  AND start_minute < $3 AND CASE WHEN hold_end_minute > end_minute THEN hold_end_minute ELSE end_minute END > $2),
			EXISTS (SELECT 1 FROM booking_therapists
				WHERE therapist_id IN (` + placeholders(5+len(placeHolding), n) + `) AND booking_date = $1 AND holds
				  AND start_minute < $3 AND hold_end_minute > $2)`
}

func createBooking(ctx context.Context, tx *Tx, nb dayspa.NewBooking, rules dayspa.SlotRules, c choice) (*dayspa.Booking, error) {
	if err := lockDay(ctx, tx, nb.Date); err != nil {
		return nil, err
	}
	span := dayspa.HoldSpan(nb.Minute, nb.Service)
	a := c.a
	free, err := stillFree(ctx, tx, nb.Date, span, c)
	if err != nil {
		return nil, err
	}
	if !free {
		// The day changed since the snapshot: the rule chooses again,
		// on the day as it is now.
		plans, err := dayPlans(ctx, tx, nb.Date, nb.Date)
		if err != nil {
			return nil, err
		}
		if a, err = rules.Check(plans[0], nb.Minute, nb.Service, nb.Preference, 0); err != nil {
			return nil, err
		}
	}
	phone := dayspa.PhoneDigits(nb.CustomerPhone)
	if rules.GuestLimit.PerDay > 0 {
		n, err := pendingOfGuest(ctx, tx, nb.Date, nb.CustomerEmail, phone)
		if err != nil {
			return nil, err
		}
		if err := rules.GuestLimit.Check(n); err != nil {
			return nil, err
		}
	}
	customerID, err := upsertCustomer(ctx, tx, nb.CustomerName, nb.CustomerEmail, nb.CustomerPhone)
	if err != nil {
		return nil, err
	}
	b := &dayspa.Booking{
		CustomerID:      customerID,
		ServiceID:       nb.Service.ID,
		BookingDate:     nb.Date,
		BookingTime:     nb.Time,
		Status:          dayspa.StatusPending,
		TotalAmount:     nb.Service.Price,
		SpecialRequests: nb.SpecialRequests,
		CreatedAt:       tx.now,
		Assignment:      a,
	}
	places := 1
	if nb.Service.IsCouples() {
		places = 2
	}
	err = tx.queryRow(ctx, insertBookingSQL,
		b.CustomerID, b.ServiceID, b.BookingDate, b.BookingTime,
		nb.Minute, nb.Minute+nb.Service.Duration, places, string(b.Status), int64(b.TotalAmount), b.SpecialRequests, b.CreatedAt, phone,
		a.RoomID, span.End,
	).Scan(&b.ID)
	if isForeignKeyViolation(err) {
		return nil, dayspa.FieldError("serviceId", dayspa.MsgService)
	} else if isExclusionViolation(err) {
		return nil, dayspa.ReasonError(dayspa.ReasonFull, nil)
	} else if err != nil {
		return nil, fmt.Errorf("create booking: %w", err)
	}
	if err := holdTherapists(ctx, tx, b.ID, nb.Date, span, a.TherapistIDs, true); err != nil {
		return nil, err
	}
	planned := tx.db.messages.Plan(dayspa.BookingChange{
		Event: dayspa.EventCreated, Status: b.Status, GuestEmail: nb.CustomerEmail,
		Start: nb.Date.At(nb.Minute, tx.db.location),
	}, tx.now)
	if err := writeMessages(ctx, tx, b.ID, 1, planned); err != nil {
		return nil, err
	}
	return b, nil
}

const insertBookingSQL = `
	INSERT INTO bookings (customer_id, service_id, booking_date, booking_time,
		start_minute, end_minute, places, status, total_amount, special_requests, created_at, guest_phone,
		room_id, hold_end_minute)
	VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
	RETURNING id`

const insertBookingTherapistSQL = `
	INSERT INTO booking_therapists (booking_id, therapist_id, booking_date, start_minute, hold_end_minute, holds)
	VALUES ($1, $2, $3, $4, $5, $6)`

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

// pendingOfGuest counts the pending bookings of d requested by the guest
// with that e-mail (normalised: any case) or that phone (its digits). Called after
// lockDay, so that no booking of d can slip in between the count and the
// insert.
const pendingOfGuestSQL = `
	SELECT COUNT(*) FROM bookings
	WHERE booking_date = $1 AND status = $2
	  AND (customer_id = (SELECT id FROM customers WHERE email = $3)
	       OR (guest_phone = $4 AND guest_phone <> ''))`

func pendingOfGuest(ctx context.Context, tx *Tx, d dayspa.Date, email, phoneDigits string) (int, error) {
	var n int
	err := tx.queryRow(ctx, pendingOfGuestSQL, d, string(dayspa.StatusPending), email, phoneDigits).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("pending bookings of guest on %s: %w", d, err)
	}
	return n, nil
}

// dayPlans reads the plan of every day from from to to: the hours, the
// active team and rooms, and the holds of the bookings in a status that
// holds a place, each with its therapists.
func dayPlans(ctx context.Context, tx *Tx, from, to dayspa.Date) ([]dayspa.DayPlan, error) {
	tm, err := loadTeam(ctx, tx)
	if err != nil {
		return nil, err
	}
	return dayPlansOf(ctx, tx, tm, from, to)
}

// dayPlanSQL reads what the bookings of $1..$2 hold, one row per booking
// and therapist.
const dayPlanSQL = `
	SELECT b.id, b.booking_date, b.status, b.start_minute,
		CASE WHEN b.hold_end_minute > b.end_minute THEN b.hold_end_minute ELSE b.end_minute END,
		b.places, b.room_id, bt.therapist_id
	FROM bookings b
	LEFT JOIN booking_therapists bt ON bt.booking_id = b.id
	WHERE b.booking_date BETWEEN $1 AND $2
	ORDER BY b.booking_date, b.start_minute, b.id, bt.therapist_id`

// dayPlansOf is dayPlans with the team tm.
func dayPlansOf(ctx context.Context, tx *Tx, tm team, from, to dayspa.Date) ([]dayspa.DayPlan, error) {
	cal, therapists, rooms := tm.calendar, tm.therapists, tm.rooms
	// Every booking of the days is read, whatever its status, and those
	// that hold no place are skipped here: with the status in the WHERE
	// clause SQLite (which has no statistics) prefers the status index
	// and reads the holding bookings of every day instead of the
	// covering index of these days (bookings_day_plan_idx).
	rows, err := tx.query(ctx, dayPlanSQL, from, to)
	if err != nil {
		return nil, fmt.Errorf("day plans %s..%s: %w", from, to, err)
	}
	defer rows.Close()
	holds := map[dayspa.Date][]dayspa.Hold{}
	var last *dayspa.Hold
	var lastDate dayspa.Date
	for rows.Next() {
		var id int64
		var d dayspa.Date
		var status string
		var start, end, places int
		var room, therapist sql.NullInt64
		if err := rows.Scan(&id, &d, &status, &start, &end, &places, &room, &therapist); err != nil {
			return nil, fmt.Errorf("day plans: %w", err)
		}
		if !dayspa.BookingStatus(status).HoldsPlace() {
			continue
		}
		if last == nil || last.BookingID != id {
			if last != nil {
				holds[lastDate] = append(holds[lastDate], *last)
			}
			last = &dayspa.Hold{BookingID: id, Span: dayspa.Interval{Start: start, End: end}, RoomID: room.Int64, Couple: places > 1}
			lastDate = d
		}
		if therapist.Valid {
			last.TherapistIDs = append(last.TherapistIDs, therapist.Int64)
		}
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("day plans: %w", err)
	}
	if last != nil {
		holds[lastDate] = append(holds[lastDate], *last)
	}
	var out []dayspa.DayPlan
	for d := from; !d.After(to); d = d.AddDays(1) {
		out = append(out, dayspa.DayPlan{Date: d, Hours: cal.HoursOn(d), Therapists: therapists, Rooms: rooms, Holds: holds[d], Blocks: tm.blocksOn(d)})
	}
	return out, nil
}

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
func (db *DB) SetBookingStatus(ctx context.Context, id int64, c dayspa.StatusChange) (*dayspa.Booking, error) {
	if err := c.Validate(); err != nil {
		return nil, err
	}
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	was, err := bookingStatusOf(ctx, tx, id)
	if err != nil {
		return nil, err
	}
	b, err := setBookingStatus(ctx, tx, id, c.Status, c.Reason)
	if err != nil {
		return nil, err
	}
	ev := dayspa.EventClosed
	switch c.Status {
	case dayspa.StatusConfirmed:
		ev = dayspa.EventConfirmed
	case dayspa.StatusCancelled:
		ev = dayspa.EventCancelled
	}
	if err := bookingChanged(ctx, tx, id, ev, was == dayspa.StatusConfirmed); err != nil {
		return nil, err
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("set booking status: commit: %w", err)
	}
	return b, nil
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
		return nil, dayspa.Errorf(dayspa.ECONFLICT, "A %s booking cannot become %s.", b.Status, next)
	}
	return b, nil
}

// bookingStatusOf returns booking id's status: ENOTFOUND for an unknown id.
func bookingStatusOf(ctx context.Context, tx *Tx, id int64) (dayspa.BookingStatus, error) {
	var status string
	err := tx.QueryRowContext(ctx, `SELECT status FROM bookings WHERE id = $1`, id).Scan(&status)
	if errors.Is(err, sql.ErrNoRows) {
		return "", dayspa.Errorf(dayspa.ENOTFOUND, "Booking not found.")
	} else if err != nil {
		return "", fmt.Errorf("find booking %d: %w", id, err)
	}
	return dayspa.BookingStatus(status), nil
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

var _ dayspa.CalendarStore = (*DB)(nil)

// CalendarBookings returns the bookings of from..to, of every status, by
// day and start, each with its customer, service, room and therapists.
func (db *DB) CalendarBookings(ctx context.Context, from, to dayspa.Date) ([]dayspa.CalendarBooking, error) {
	tx, err := db.beginSnapshot(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	rows, err := tx.QueryContext(ctx, `
		SELECT b.id, b.booking_date, b.start_minute, b.end_minute,
			CASE WHEN b.hold_end_minute > b.end_minute THEN b.hold_end_minute ELSE b.end_minute END,
			b.status, b.room_id, b.special_requests,
			c.id, c.name, c.email, c.phone, s.id, s.name, s.category, bt.therapist_id
		FROM bookings b
		JOIN customers c ON c.id = b.customer_id
		JOIN services s ON s.id = b.service_id
		LEFT JOIN booking_therapists bt ON bt.booking_id = b.id
		WHERE b.booking_date BETWEEN $1 AND $2
		ORDER BY b.booking_date, b.start_minute, b.id, bt.therapist_id`, from, to)
	if err != nil {
		return nil, fmt.Errorf("calendar %s..%s: %w", from, to, err)
	}
	defer rows.Close()
	out := []dayspa.CalendarBooking{}
	for rows.Next() {
		var cb dayspa.CalendarBooking
		var start, end, hold int
		var status string
		var room, therapist sql.NullInt64
		if err := rows.Scan(&cb.ID, &cb.BookingDate, &start, &end, &hold, &status, &room, &cb.SpecialRequests,
			&cb.Customer.ID, &cb.Customer.Name, &cb.Customer.Email, &cb.Customer.Phone,
			&cb.Service.ID, &cb.Service.Name, &cb.Service.Category, &therapist); err != nil {
			return nil, fmt.Errorf("calendar: %w", err)
		}
		if n := len(out); n > 0 && out[n-1].ID == cb.ID {
			out[n-1].TherapistIDs = append(out[n-1].TherapistIDs, therapist.Int64)
			continue
		}
		cb.Start, cb.End, cb.HoldEnd = dayspa.FormatClock(start), dayspa.FormatClock(end), dayspa.FormatClock(hold)
		cb.Status = dayspa.BookingStatus(status)
		if room.Valid {
			id := room.Int64
			cb.RoomID = &id
		}
		cb.TherapistIDs = []int64{}
		if therapist.Valid {
			cb.TherapistIDs = append(cb.TherapistIDs, therapist.Int64)
		}
		out = append(out, cb)
	}
	return out, rows.Err()
}

var _ dayspa.BookingMover = (*DB)(nil)

// MoveBooking applies the manager's change to a booking under the locks
// of its old and new day (taken in date order, so that two moves between
// the same days cannot deadlock). The booking keeps its own duration and
// preparation, copied when it was made.
func (db *DB) MoveBooking(ctx context.Context, id int64, m dayspa.BookingMove, rules dayspa.SlotRules) (*dayspa.CalendarBooking, error) {
	newDate, newMinute, err := m.Parse(rules)
	if err != nil {
		return nil, err
	}
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	to, err := moveBooking(ctx, tx, id, newDate, newMinute, func(plan dayspa.DayPlan, minute int, svc dayspa.Service, a dayspa.Assignment) (dayspa.Assignment, error) {
		if m.RoomID != nil {
			a.RoomID = *m.RoomID
		}
		if m.TherapistIDs != nil {
			a.TherapistIDs = append([]int64{}, *m.TherapistIDs...)
		}
		if a.RoomID == 0 && len(a.TherapistIDs) == 0 {
			// Made before rooms and therapists: the booking rule picks them.
			return rules.Check(plan, minute, svc, dayspa.Preference{}, id)
		}
		return a, rules.Fit(plan, minute, svc, a, id)
	})
	if err != nil {
		return nil, err
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("move booking %d: commit: %w", id, err)
	}
	all, err := db.CalendarBookings(ctx, to, to)
	if err != nil {
		return nil, err
	}
	for i := range all {
		if all[i].ID == id {
			return &all[i], nil
		}
	}
	return nil, dayspa.Errorf(dayspa.ENOTFOUND, "Booking not found.")
}

// placer gives a moved booking its room and therapists on plan, the day
// it moves to, from a, what it holds now.
type placer func(plan dayspa.DayPlan, minute int, svc dayspa.Service, a dayspa.Assignment) (dayspa.Assignment, error)

// moveBooking moves booking id to newDate and newMinute (nil: unchanged)
// with the room and therapists place gives it, under the locks of its old
// and new day (taken in date order, so that two moves between the same
// days cannot deadlock), and returns its day. The booking keeps its own
// duration and preparation, copied when it was made. A new day or time
// writes the guest's message.
func moveBooking(ctx context.Context, tx *Tx, id int64, newDate *dayspa.Date, newMinute *int, place placer) (dayspa.Date, error) {
	var (
		serviceID, roomID sql.NullInt64
		date              dayspa.Date
		start, end, hold  int
		places            int
		status            string
		category          string
		therapists        []int64
	)
	err := tx.QueryRowContext(ctx, `
		SELECT b.service_id, s.category, b.booking_date, b.start_minute, b.end_minute,
			CASE WHEN b.hold_end_minute > b.end_minute THEN b.hold_end_minute ELSE b.end_minute END,
			b.places, b.status, b.room_id
		FROM bookings b JOIN services s ON s.id = b.service_id WHERE b.id = $1`, id).Scan(
		&serviceID, &category, &date, &start, &end, &hold, &places, &status, &roomID)
	if errors.Is(err, sql.ErrNoRows) {
		return dayspa.Date{}, dayspa.Errorf(dayspa.ENOTFOUND, "Booking not found.")
	} else if err != nil {
		return dayspa.Date{}, fmt.Errorf("move booking %d: %w", id, err)
	}
	if st := dayspa.BookingStatus(status); !st.CanBeMoved() {
		return dayspa.Date{}, dayspa.Errorf(dayspa.ECONFLICT, "A %s booking cannot be moved.", st)
	}
	rows, err := tx.QueryContext(ctx, `SELECT therapist_id FROM booking_therapists WHERE booking_id = $1 ORDER BY therapist_id`, id)
	if err != nil {
		return dayspa.Date{}, fmt.Errorf("move booking %d: %w", id, err)
	}
	for rows.Next() {
		var t int64
		if err := rows.Scan(&t); err != nil {
			rows.Close()
			return dayspa.Date{}, err
		}
		therapists = append(therapists, t)
	}
	rows.Close()
	to, minute := date, start
	if newDate != nil {
		to = *newDate
	}
	if newMinute != nil {
		minute = *newMinute
	}
	first, second := date, to
	if second.Before(first) {
		first, second = second, first
	}
	if err := lockDay(ctx, tx, first); err != nil {
		return dayspa.Date{}, err
	}
	if second != first {
		if err := lockDay(ctx, tx, second); err != nil {
			return dayspa.Date{}, err
		}
	}
	plans, err := dayPlans(ctx, tx, to, to)
	if err != nil {
		return dayspa.Date{}, err
	}
	// What the booking is, as booked.
	svc := dayspa.Service{ID: serviceID.Int64, Category: category, Duration: end - start, PrepTime: hold - end}
	if places > 1 {
		svc.Category = dayspa.CategoryCouples
	}
	a, err := place(plans[0], minute, svc, dayspa.Assignment{RoomID: roomID.Int64, TherapistIDs: therapists})
	if err != nil {
		return dayspa.Date{}, err
	}
	span := dayspa.HoldSpan(minute, svc)
	_, err = tx.ExecContext(ctx, `
		UPDATE bookings SET booking_date = $1, booking_time = $2, start_minute = $3, end_minute = $4, hold_end_minute = $5, room_id = $6
		WHERE id = $7`, to, dayspa.FormatClock(minute), minute, minute+svc.Duration, span.End, a.RoomID, id)
	if isExclusionViolation(err) {
		return dayspa.Date{}, dayspa.ReasonError(dayspa.ReasonFull, nil)
	} else if err != nil {
		return dayspa.Date{}, fmt.Errorf("move booking %d: %w", id, err)
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM booking_therapists WHERE booking_id = $1`, id); err != nil {
		return dayspa.Date{}, fmt.Errorf("move booking %d: %w", id, err)
	}
	if err := holdTherapists(ctx, tx, id, to, span, a.TherapistIDs, true); err != nil {
		return dayspa.Date{}, err
	}
	if to != date || minute != start {
		// A new day or time is news to the guest; a new room or
		// therapist alone is the spa's business.
		if err := bookingChanged(ctx, tx, id, dayspa.EventMoved, status == string(dayspa.StatusConfirmed)); err != nil {
			return dayspa.Date{}, err
		}
	}
	return to, nil
}
