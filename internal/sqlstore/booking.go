package sqlstore

import (
	"context"
	"errors"
	"time"

	"github.com/dayspa/dayspa"
)

var _ dayspa.BookingStore = (*DB)(nil)

// allStatuses are the seven statuses the bookings table allows.
var allStatuses = []dayspa.BookingStatus{
	dayspa.StatusPending, dayspa.StatusConfirmed, dayspa.StatusCompleted, dayspa.StatusCancelled, dayspa.StatusNoShow,
	dayspa.StatusAwaitingPayment, dayspa.StatusExpired,
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
	if db.engine == EnginePostgres && nb.Deposit == nil && nb.EntitlementCode == "" {
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
	a, err := rulePlaces(rules, nb.Preference, 0)(plans[0], nb.Minute, nb.Service, dayspa.Assignment{})
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

// createBooking stores nb under its day's lock with the choice c, or
// with the rule's choice on the day as it is when c no longer holds.
// Under the lock every round trip to PostgreSQL makes the day's next
// booking wait, so there the lock is followed by one statement that
// checks c and, when it holds, writes the booking (writeBookingPostgres),
// then by the commit; on SQLite, where a statement costs no round trip,
// the check and the writes are statements of their own, prepared.
func createBooking(ctx context.Context, tx *Tx, nb dayspa.NewBooking, rules dayspa.SlotRules, c choice) (*dayspa.Booking, error) {
	if err := lockDays(ctx, tx, nb.Date); err != nil {
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
		return b, holdForBooking(ctx, tx, nb, b)
	}
	if !chk.free {
		// The day changed since the snapshot: the rule chooses again,
		// on the day as it is now.
		b.Assignment, err = placeOnDay(ctx, tx, nb.Date, nb.Minute, nb.Service, dayspa.Assignment{}, rulePlaces(rules, nb.Preference, 0))
		if err != nil {
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
	return b, holdForBooking(ctx, tx, nb, b)
}

// holdForBooking holds, for booking b just written, what nb asks it to
// hold: its deposit's payment hold, or a package's session.
func holdForBooking(ctx context.Context, tx *Tx, nb dayspa.NewBooking, b *dayspa.Booking) error {
	if err := holdForDeposit(ctx, tx, nb, b); err != nil {
		return err
	}
	return holdSession(ctx, tx, nb, b)
}

// newBooking is the pending booking nb with the choice c, made at now,
// and the messages it plans; a booking awaiting its deposit plans none
// until it is paid (see payAwaiting).
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
	if nb.Deposit != nil {
		b.Status = dayspa.StatusAwaitingPayment
		return b, nil
	}
	planned := db.messages.Plan(dayspa.BookingChange{
		Event: dayspa.EventCreated, Status: b.Status, GuestEmail: nb.CustomerEmail,
		Start: nb.Date.At(nb.Minute, db.location),
	}, now)
	return b, planned
}
