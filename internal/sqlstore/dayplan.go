package sqlstore

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/dayspa/dayspa"
)

// DayPlans returns the plan of every day from from to to inclusive.
func (db *DB) DayPlans(ctx context.Context, from, to dayspa.Date) ([]dayspa.DayPlan, error) {
	return snapshot(ctx, db, func(tx *Tx) ([]dayspa.DayPlan, error) {
		return dayPlans(ctx, tx, from, to)
	})
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
	if to.After(from.AddDays(dayspa.MaxPlanDays - 1)) {
		return nil, dayspa.Errorf(dayspa.EINVALID, dayspa.MsgPlanDays, dayspa.MaxPlanDays)
	}
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
	return plansOf(rows, tm, from, to)
}

// rows is what plansOf reads: *sql.Rows, or pgx's rows (see
// booking_pipeline.go).
type rows interface {
	Next() bool
	Scan(dest ...any) error
	Err() error
}

// plansOf makes the plans of the days from from to to of the rows of
// dayPlanSQL and the team tm.
func plansOf(rows rows, tm team, from, to dayspa.Date) ([]dayspa.DayPlan, error) {
	cal, therapists, rooms := tm.calendar, tm.therapists, tm.rooms
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
