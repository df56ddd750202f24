package sqlstore

import (
	"context"
	"database/sql"
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
	if dayspa.ErrorCode(err) == dayspa.ECONFLICT {
		// A guest at the day's limit hears so rather than that the time is taken.
		if lerr := checkGuestLimit(ctx, tx, nb, rules); lerr != nil {
			return choice{}, lerr
		}
	}
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
	// A guest at the day's limit hears so whatever the time asked: the
	// answer must not depend on whether that time is still free.
	if err := checkGuestLimit(ctx, tx, nb, rules); err != nil {
		return nil, err
	}
	phone := dayspa.PhoneDigits(nb.CustomerPhone)
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
		Language:        language(nb.Language),
		Assignment:      a,
	}
	places := 1
	if nb.Service.IsCouples() {
		places = 2
	}
	err = tx.queryRow(ctx, insertBookingSQL,
		b.CustomerID, b.ServiceID, b.BookingDate, b.BookingTime,
		nb.Minute, nb.Minute+nb.Service.Duration, places, string(b.Status), int64(b.TotalAmount), b.SpecialRequests, b.CreatedAt, phone,
		a.RoomID, span.End, string(nb.Preference.Gender), sql.NullInt64{Int64: nb.Preference.TherapistID, Valid: nb.Preference.TherapistID > 0},
		string(language(nb.Language)),
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
		room_id, hold_end_minute, preferred_gender, preferred_therapist_id, language)
	VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
	RETURNING id`

// language is l as stored: a booking the domain did not give a language
// (a NewBooking made by hand) is English, as the column's default is.
func language(l dayspa.Language) dayspa.Language {
	if l == "" {
		return dayspa.English
	}
	return l
}

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

// checkGuestLimit refuses (ETOOMANY) a guest who already has the day's
// limit of pending requests.
func checkGuestLimit(ctx context.Context, tx *Tx, nb dayspa.NewBooking, rules dayspa.SlotRules) error {
	if rules.GuestLimit.PerDay <= 0 {
		return nil
	}
	n, err := pendingOfGuest(ctx, tx, nb.Date, nb.CustomerEmail, dayspa.PhoneDigits(nb.CustomerPhone))
	if err != nil {
		return err
	}
	return rules.GuestLimit.Check(n)
}

const pendingOfGuestSQL = `
	SELECT COUNT(*) FROM bookings
	WHERE booking_date = $1 AND status = $2
	  AND (customer_id = (SELECT id FROM customers WHERE email = $3)
	       OR (guest_phone = $4 AND guest_phone <> ''))`

// pendingOfGuest counts the pending bookings of d requested by the guest
// with that e-mail (normalised: any case) or that phone (its digits).
// createBooking counts after lockDay, so that no booking of d can slip in
// between the count and the insert; choose's count, outside the lock, only
// picks the answer for a time already taken.
func pendingOfGuest(ctx context.Context, tx *Tx, d dayspa.Date, email, phoneDigits string) (int, error) {
	var n int
	err := tx.queryRow(ctx, pendingOfGuestSQL, d, string(dayspa.StatusPending), email, phoneDigits).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("pending bookings of guest on %s: %w", d, err)
	}
	return n, nil
}
