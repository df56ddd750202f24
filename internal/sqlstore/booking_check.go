package sqlstore

import (
	"context"
	"fmt"

	"github.com/dayspa/dayspa"
)

// The read a booking makes under its day's lock: whether the room and
// therapists chosen before the lock are still free, and how many requests
// the guest has pending for the day.

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
		// A booking awaiting its deposit counts as a request: a guest
		// cannot hold more places unpaid than they may request.
		args = append(args, string(dayspa.StatusPending), string(dayspa.StatusAwaitingPayment), nb.CustomerEmail, dayspa.PhoneDigits(nb.CustomerPhone))
	}
	return dayCheckSQL(guest, therapists), args, true
}

// dayCheckSQL is dayCheckQuery's statement, whose two columns are the
// guest's pending requests and whether the choice is free. $1 is the
// day. With therapists > 0 it checks a choice of that many therapists:
// $2 and $3 the span, $4 the room, $5 the team's version the choice was
// made with, then the statuses that hold a place and the therapists. With
// guest it counts the guest's pending requests: then come the pending
// and awaiting-payment statuses, the e-mail and the phone's digits. What is not asked is a
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
			WHERE booking_date = $1 AND status IN ($%d, $%d)
			  AND (customer_id = (SELECT id FROM customers WHERE email = $%d)
			       OR (guest_phone = $%d AND guest_phone <> '')))`, next, next+1, next+2, next+3)
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
