package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"

	"github.com/dayspa/dayspa"
)

// A booking is written by three paths. They share one way to place it;
// what differs is whether the row is new, and how much work the hot path
// saves under the day's lock.
//
//	path              entry              row        room and therapists (placer)           day locks
//	public booking    CreateBooking      INSERT     rulePlaces(guest's preference, 0)      its day
//	admin move        MoveBooking        UPDATE     managerPlaces: the manager's choice,   old and new day
//	                                                checked by the rule (Fit)
//	guest reschedule  RescheduleByGuest  UPDATE     rulePlaces(booking's preference, id)   old and new day
//
// What the three share, in one write transaction (inWrite):
//   - lockDays: the lock of every day the booking leaves or takes, in date
//     order, so that no two writes of a day interleave and two moves
//     between the same days cannot deadlock;
//   - the placers, which put the domain's slot rules (SlotRules.Check,
//     Fit) to the day: the same hours, shifts, room blocks and
//     preparation for all three, so that none can hold a room or a
//     therapist twice; placeOnDay applies one to the day's plan read
//     under the lock (the public booking's hot path applies its placer
//     before the lock and confirms the choice under it with checkDay);
//   - the booking_therapists rows that hold the therapists over the span
//     (dayspa.HoldSpan; holdTherapists, or the same rows in the public
//     booking's one statement on PostgreSQL), which PostgreSQL's
//     exclusion constraints guard, answered as a full slot;
//   - the guest's messages, planned by the domain (MessageRules.Plan):
//     EventCreated for a new booking, EventMoved through bookingChanged
//     for a new day or time.
//
// Why they differ:
//   - A new booking inserts its customer, row, therapists and messages; a
//     move updates the row it reads (moveBooking, below, serves both moves).
//   - The public booking is the hot path: it proposes its room and
//     therapists before the lock (choose, booking.go) and under the lock
//     only checks that the proposal still holds (checkDay), placing again
//     with placeOnDay when the day changed; on PostgreSQL its write is one
//     statement (writeBookingPostgres) or a two-round-trip pipeline
//     (booking_pipeline.go). A move is rare and places under the lock.
//   - The public booking counts the guest's pending requests for the day
//     (SlotRules.GuestLimit); a move changes no count.
//   - The manager may name the room and therapists; the visitor and the
//     guest get the rule's choice for their preference.
//
// TestBookingWritePaths pins what they share on both engines.

// placer gives a booking of svc at minute its room and therapists on
// plan, its day as read under the day's lock, from a, what it holds now
// (nothing for a new booking).
type placer func(plan dayspa.DayPlan, minute int, svc dayspa.Service, a dayspa.Assignment) (dayspa.Assignment, error)

// rulePlaces is the booking rule's choice for a guest with the preference
// pref: the room and therapists a new booking would get. exclude is the
// booking being moved, whose own holds do not stand in its way (0 for a
// new booking).
func rulePlaces(rules dayspa.SlotRules, pref dayspa.Preference, exclude int64) placer {
	return func(plan dayspa.DayPlan, minute int, svc dayspa.Service, _ dayspa.Assignment) (dayspa.Assignment, error) {
		return rules.Check(plan, minute, svc, pref, exclude)
	}
}

// managerPlaces is the manager's change m of booking id: the room and
// therapists m names, else those it holds, checked by the rule; a booking
// made before rooms and therapists gets the rule's choice.
func managerPlaces(m dayspa.BookingMove, rules dayspa.SlotRules, id int64) placer {
	return func(plan dayspa.DayPlan, minute int, svc dayspa.Service, a dayspa.Assignment) (dayspa.Assignment, error) {
		if m.RoomID != nil {
			a.RoomID = *m.RoomID
		}
		if m.TherapistIDs != nil {
			a.TherapistIDs = append([]int64{}, *m.TherapistIDs...)
		}
		if a.RoomID == 0 && len(a.TherapistIDs) == 0 {
			return rulePlaces(rules, dayspa.Preference{}, id)(plan, minute, svc, a)
		}
		return a, rules.Fit(plan, minute, svc, a, id)
	}
}

// lockDays takes the locks of days (see lockDay) in date order, each once,
// so that two transactions that lock the same days cannot deadlock.
func lockDays(ctx context.Context, tx *Tx, days ...dayspa.Date) error {
	sorted := slices.Clone(days)
	slices.SortFunc(sorted, func(a, b dayspa.Date) int {
		switch {
		case a.Before(b):
			return -1
		case b.Before(a):
			return 1
		}
		return 0
	})
	for i, d := range sorted {
		if i > 0 && d == sorted[i-1] {
			continue
		}
		if err := lockDay(ctx, tx, d); err != nil {
			return err
		}
	}
	return nil
}

// placeOnDay places a booking of svc at minute of d with place, from a,
// on d's plan as tx reads it: under d's lock, so that the plan is the
// day's last word.
func placeOnDay(ctx context.Context, tx *Tx, d dayspa.Date, minute int, svc dayspa.Service, a dayspa.Assignment, place placer) (dayspa.Assignment, error) {
	plans, err := dayPlans(ctx, tx, d, d)
	if err != nil {
		return dayspa.Assignment{}, err
	}
	return place(plans[0], minute, svc, a)
}

// moveNews is what a move of a booking to a new day or time writes the
// guest.
type moveNews int

const (
	// tellGuestNow: the guest moved it; the e-mail is due at once.
	tellGuestNow moveNews = iota
	// tellGuestAfterUndo: the dashboard moved it; the e-mail is due once
	// the move can no longer be undone (BookingChange.Undoable).
	tellGuestAfterUndo
	// tellGuestNothing: an undo put it back; the caller writes what
	// follows (EventUndone).
	tellGuestNothing
)

// moveBooking moves booking id to newDate and newMinute (nil: unchanged)
// with the room and therapists place gives it, under the locks of its old
// and new day (taken in date order, so that two moves between the same
// days cannot deadlock), and returns its day. The booking keeps its own
// duration and preparation, copied when it was made. A new day or time
// writes the guest's message as news says.
func moveBooking(ctx context.Context, tx *Tx, id int64, newDate *dayspa.Date, newMinute *int, place placer, news moveNews) (dayspa.Date, error) {
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
		return dayspa.Date{}, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgBookingNotFound)
	} else if err != nil {
		return dayspa.Date{}, fmt.Errorf("move booking %d: %w", id, err)
	}
	if st := dayspa.BookingStatus(status); !st.CanBeMoved() {
		return dayspa.Date{}, dayspa.Errorf(dayspa.ECONFLICT, dayspa.MsgNotMovable, st)
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
	if err := lockDays(ctx, tx, date, to); err != nil {
		return dayspa.Date{}, err
	}
	// What the booking is, as booked.
	svc := dayspa.Service{ID: serviceID.Int64, Category: category, Duration: end - start, PrepTime: hold - end}
	if places > 1 {
		svc.Category = dayspa.CategoryCouples
	}
	a, err := placeOnDay(ctx, tx, to, minute, svc, dayspa.Assignment{RoomID: roomID.Int64, TherapistIDs: therapists}, place)
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
	if (to != date || minute != start) && news != tellGuestNothing {
		// A new day or time is news to the guest; a new room or
		// therapist alone is the spa's business.
		if err := bookingChanged(ctx, tx, id, dayspa.EventMoved, status == string(dayspa.StatusConfirmed), news == tellGuestAfterUndo); err != nil {
			return dayspa.Date{}, err
		}
	}
	return to, nil
}
