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
// and only checked under it (see checkDay): on SQLite every write waits
// for the one before, and on PostgreSQL every booking of the day waits
// for the one holding the day's lock, so the work under it is as little
// as it can be (see createBooking). On PostgreSQL the usual booking is
// made in two round trips (booking_pipeline.go), and the transaction below
// makes the others.
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
	if db.engine == EnginePostgres {
		b, err := db.createBookingPipelined(ctx, nb, rules, &overtaken)
		if !errors.Is(err, errNotPipelined) {
			return b, err
		}
	}
	if db.engine == EnginePostgres {
		// The write transaction takes no lock until lockDay: the choice is
		// read in it, before that, which saves a transaction. Its
		// statements may each see a later moment (READ COMMITTED), so a
		// refusal is made again under the lock.
		return write(ctx, db, func(tx *Tx) (*dayspa.Booking, error) {
			c, err := choose(ctx, tx, nb, rules)
			if dayspa.ErrorCode(err) == dayspa.ECONFLICT {
				c, err = choice{}, nil
			}
			if err != nil {
				return nil, err
			}
			if overtaken != nil {
				overtaken()
			}
			return createBooking(ctx, tx, nb, rules, c)
		})
	}
	// The write transaction holds SQLite's only write lock from its
	// start: the choice is made on a snapshot before it.
	c, err := db.chooseOnSnapshot(ctx, nb, rules)
	if err != nil {
		return nil, err
	}
	if overtaken != nil {
		overtaken()
	}
	return write(ctx, db, func(tx *Tx) (*dayspa.Booking, error) {
		return createBooking(ctx, tx, nb, rules, c)
	})
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

// therapistsToCheck is the number of therapists of c, or 0 when c cannot
// be checked under the lock (not usable, or without a room or therapists)
// and the rule must choose again.
func (c choice) therapistsToCheck() int {
	if !c.usable || c.a.RoomID == 0 {
		return 0
	}
	return len(c.a.TherapistIDs)
}

// chooseOnSnapshot is choose on a snapshot of the database, outside the
// write transaction. A refusal is then final: the slot was full (or
// closed, or past) at a moment of the request, as it would be if the
// request had come then.
func (db *DB) chooseOnSnapshot(ctx context.Context, nb dayspa.NewBooking, rules dayspa.SlotRules) (choice, error) {
	return snapshot(ctx, db, func(tx *Tx) (choice, error) {
		return choose(ctx, tx, nb, rules)
	})
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
	if dayspa.ErrorCode(err) == dayspa.ECONFLICT {
		// A guest at the day's limit hears so rather than that the time is taken.
		if lerr := checkGuestLimit(ctx, tx, nb, rules); lerr != nil {
			return choice{}, lerr
		}
	}
	if err != nil {
		return choice{}, err
	}
	return choiceOn(plans[0], a, tm.version), nil
}

// choiceOn is the choice a of the rule on plan, made with the team of
// the given version.
func choiceOn(plan dayspa.DayPlan, a dayspa.Assignment, teamVersion int64) choice {
	c := choice{a: a, teamVersion: teamVersion, usable: true}
	for _, h := range plan.Holds {
		if h.RoomID == 0 || len(h.TherapistIDs) == 0 {
			c.usable = false
		}
	}
	return c
}

// dayCheck is what a booking reads under its day's lock.
type dayCheck struct {
	// pending is how many requests the guest has pending for the day;
	// 0 when the guest limit is off (it is not counted then).
	pending int
	// free is whether the choice made before the lock still holds: the
	// team is the one the rule saw (the same people, schedules, rooms and
	// hours), no booking of the day lacks a room (the rule's choice then
	// depends on the whole day), and nothing holds the chosen room or
	// therapists over the span. Those are all the rule looks at, so the
	// choice is then one the rule allows now.
	free bool
	// written is whether the booking was written in the same statement
	// (PostgreSQL, when free).
	written bool
}

// dayCheckQuery is the read of checkDay: the guest's pending requests of
// nb's day (when rules limit them) and whether the choice c still holds
// over span (when c can be checked at all: see therapistsToCheck), in one
// statement; its arguments; and whether there is anything to read.
func dayCheckQuery(nb dayspa.NewBooking, rules dayspa.SlotRules, span dayspa.Interval, c choice) (string, []any, bool) {
	guest := rules.GuestLimit.PerDay > 0
	therapists := c.therapistsToCheck()
	if !guest && therapists == 0 {
		return "", nil, false
	}
	args := []any{nb.Date}
	if therapists > 0 {
		args = append(args, span.Start, span.End, c.a.RoomID, c.teamVersion)
		args = append(args, placeHolding...)
		for _, id := range c.a.TherapistIDs {
			args = append(args, id)
		}
	}
	if guest {
		args = append(args, string(dayspa.StatusPending), nb.CustomerEmail, dayspa.PhoneDigits(nb.CustomerPhone))
	}
	return dayCheckSQL(guest, therapists), args, true
}

// dayCheckSQL is dayCheckQuery's statement, whose two columns are the
// guest's pending requests and whether the choice is free. $1 is the
// day. With therapists > 0 it checks a choice of that many therapists:
// $2 and $3 the span, $4 the room, $5 the team's version the choice was
// made with, then the statuses that hold a place and the therapists. With
// guest it counts the guest's pending requests: then come the pending
// status, the e-mail and the phone's digits. What is not asked is a
// constant (no requests; not free). It reads the version row and the
// day's index entries that start before the span ends.
func dayCheckSQL(guest bool, therapists int) string {
	pending, free := "0", "FALSE"
	next := 2
	if therapists > 0 {
		statuses := placeholders(6, len(placeHolding))
		free = `(SELECT value FROM counters WHERE name = 'team_version') = $5
			AND NOT EXISTS (SELECT 1 FROM bookings
				WHERE booking_date = $1 AND room_id IS NULL AND status IN (` + statuses + `))
			AND NOT EXISTS (SELECT 1 FROM bookings
				WHERE booking_date = $1 AND room_id = $4 AND status IN (` + statuses + `)
				  AND start_minute < $3 AND CASE WHEN hold_end_minute > end_minute THEN hold_end_minute ELSE end_minute END > $2)
			AND NOT EXISTS (SELECT 1 FROM booking_therapists
				WHERE therapist_id IN (` + placeholders(6+len(placeHolding), therapists) + `) AND booking_date = $1 AND holds
				  AND start_minute < $3 AND hold_end_minute > $2)`
		next = 6 + len(placeHolding) + therapists
	}
	if guest {
		// A guest is one e-mail (stored normalised: any case) or one
		// phone (its digits).
		pending = fmt.Sprintf(`(SELECT COUNT(*) FROM bookings
			WHERE booking_date = $1 AND status = $%d
			  AND (customer_id = (SELECT id FROM customers WHERE email = $%d)
			       OR (guest_phone = $%d AND guest_phone <> '')))`, next, next+1, next+2)
	}
	return `
		SELECT ` + pending + ` AS pending,
			` + free + ` AS free`
}

// checkDay reads dayCheckQuery on its own (SQLite; PostgreSQL when there
// is no choice to write).
func checkDay(ctx context.Context, tx *Tx, nb dayspa.NewBooking, rules dayspa.SlotRules, span dayspa.Interval, c choice) (dayCheck, error) {
	var chk dayCheck
	q, args, ok := dayCheckQuery(nb, rules, span, c)
	if !ok {
		return chk, nil
	}
	if err := tx.queryRow(ctx, q, args...).Scan(&chk.pending, &chk.free); err != nil {
		return dayCheck{}, fmt.Errorf("check booking of %s: %w", nb.Date, err)
	}
	return chk, nil
}

// createBooking stores nb under its day's lock with the choice c, or
// with the rule's choice on the day as it is when c no longer holds.
// Under the lock every round trip to PostgreSQL makes the day's next
// booking wait, so there the lock is followed by one statement that
// checks c and, when it holds, writes the booking (writeBookingPostgres),
// then by the commit; on SQLite, where a statement costs no round trip,
// the check and the writes are statements of their own, prepared.
func createBooking(ctx context.Context, tx *Tx, nb dayspa.NewBooking, rules dayspa.SlotRules, c choice) (*dayspa.Booking, error) {
	if err := lockDay(ctx, tx, nb.Date); err != nil {
		return nil, err
	}
	span := dayspa.HoldSpan(nb.Minute, nb.Service)
	b, planned := tx.db.newBooking(nb, c, tx.now)
	pg := tx.db.engine == EnginePostgres
	// Counted after lockDay, so that no booking of the day can slip in
	// between the count and the insert.
	var chk dayCheck
	var err error
	if pg {
		chk, err = writeBookingPostgres(ctx, tx, nb, rules, span, &c, b, planned)
	} else {
		chk, err = checkDay(ctx, tx, nb, rules, span, c)
	}
	if err != nil {
		return nil, err
	}
	// A guest at the day's limit hears so whatever the time asked: the
	// answer must not depend on whether that time is still free. A
	// booking already written goes with the transaction's rollback.
	if err := rules.GuestLimit.Check(chk.pending); err != nil {
		return nil, err
	}
	if chk.written {
		return b, nil
	}
	if !chk.free {
		// The day changed since the snapshot: the rule chooses again,
		// on the day as it is now.
		plans, err := dayPlans(ctx, tx, nb.Date, nb.Date)
		if err != nil {
			return nil, err
		}
		if b.Assignment, err = rules.Check(plans[0], nb.Minute, nb.Service, nb.Preference, 0); err != nil {
			return nil, err
		}
	}
	if pg {
		_, err = writeBookingPostgres(ctx, tx, nb, rules, span, nil, b, planned)
	} else {
		err = insertBooking(ctx, tx, nb, b, span, planned)
	}
	if err != nil {
		return nil, err
	}
	return b, nil
}

// newBooking is the pending booking nb with the choice c, made at now,
// and the messages it plans.
func (db *DB) newBooking(nb dayspa.NewBooking, c choice, now time.Time) (*dayspa.Booking, []dayspa.PlannedMessage) {
	b := &dayspa.Booking{
		ServiceID:       nb.Service.ID,
		BookingDate:     nb.Date,
		BookingTime:     nb.Time,
		Status:          dayspa.StatusPending,
		TotalAmount:     nb.Service.Price,
		SpecialRequests: nb.SpecialRequests,
		CreatedAt:       now,
		Language:        nb.Language.OrDefault(),
		Assignment:      c.a,
	}
	planned := db.messages.Plan(dayspa.BookingChange{
		Event: dayspa.EventCreated, Status: b.Status, GuestEmail: nb.CustomerEmail,
		Start: nb.Date.At(nb.Minute, db.location),
	}, now)
	return b, planned
}

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

// checkGuestLimit refuses (ETOOMANY) a guest who already has the day's
// limit of pending requests. createBooking counts after lockDay (in
// checkDay); choose's count, outside the lock, only picks the answer for
// a time already taken.
func checkGuestLimit(ctx context.Context, tx *Tx, nb dayspa.NewBooking, rules dayspa.SlotRules) error {
	chk, err := checkDay(ctx, tx, nb, rules, dayspa.Interval{}, choice{})
	if err != nil {
		return err
	}
	return rules.GuestLimit.Check(chk.pending)
}
