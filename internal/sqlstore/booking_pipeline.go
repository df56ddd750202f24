package sqlstore

import (
	"context"
	"errors"
	"fmt"

	"github.com/dayspa/dayspa"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
)

// On PostgreSQL every statement is a round trip, and on a busy machine
// each round trip waits for the server's goroutine and the database's
// process to be scheduled in turn. A booking made statement by statement
// (BEGIN, the team's version, the day's plan, the day's lock, the write,
// COMMIT) holds a pool connection for six of them. createBookingPipelined
// makes the usual booking in two: the two reads of the choice sent
// together, then the day's lock and the write sent together, which
// PostgreSQL runs as one transaction (the statements of one pipeline up
// to its Sync are an implicit transaction, committed at the Sync when
// none failed) and commits before it answers the Sync.

// errNotPipelined says that a booking needs CreateBooking's transaction:
// the team changed since this instance read it, the rule refused the
// choice (the transaction tells the guest why, the guest limit first),
// the choice cannot be checked under the lock, or the day changed before
// the lock and the rule must choose again under it.
var errNotPipelined = errors.New("booking not pipelined")

// createBookingPipelined is CreateBooking on PostgreSQL in two round trips
// when nothing needs its transaction; errNotPipelined when something does,
// with nothing written. *overtaken, when not nil, runs between the choice
// and the write, and is then set to nil.
func (db *DB) createBookingPipelined(ctx context.Context, nb dayspa.NewBooking, rules dayspa.SlotRules, overtaken *func()) (*dayspa.Booking, error) {
	conn, err := db.write.Conn(ctx)
	if err != nil {
		return nil, fmt.Errorf("create booking: %w", err)
	}
	defer conn.Close()
	var b *dayspa.Booking
	err = conn.Raw(func(driverConn any) error {
		pc := driverConn.(*stdlib.Conn).Conn()
		c, err := db.choosePipelined(ctx, pc, nb, rules)
		if err != nil {
			return err
		}
		if *overtaken != nil {
			(*overtaken)()
			*overtaken = nil
		}
		b, err = db.writePipelined(ctx, pc, nb, rules, c)
		return err
	})
	return b, err
}

// choosePipelined is choose on the day as two statements sent together
// read it (each its own moment: a choice is only a proposal).
func (db *DB) choosePipelined(ctx context.Context, pc *pgx.Conn, nb dayspa.NewBooking, rules dayspa.SlotRules) (choice, error) {
	var batch pgx.Batch
	batch.Queue(teamVersionSQL)
	batch.Queue(dayPlanSQL, nb.Date, nb.Date)
	br := pc.SendBatch(ctx, &batch)
	defer br.Close()
	var version int64
	if err := br.QueryRow().Scan(&version); err != nil {
		return choice{}, fmt.Errorf("team version: %w", err)
	}
	tm, known := db.team.get(version)
	rows, err := br.Query()
	if err != nil {
		return choice{}, fmt.Errorf("day plans %s: %w", nb.Date, err)
	}
	plans, err := plansOf(rows, tm, nb.Date, nb.Date)
	rows.Close()
	if err != nil {
		return choice{}, fmt.Errorf("day plans %s: %w", nb.Date, err)
	}
	if err := br.Close(); err != nil {
		return choice{}, fmt.Errorf("day plans %s: %w", nb.Date, err)
	}
	if !known {
		return choice{}, errNotPipelined
	}
	a, err := rulePlaces(rules, nb.Preference, 0)(plans[0], nb.Minute, nb.Service, dayspa.Assignment{})
	if err != nil {
		return choice{}, errNotPipelined
	}
	c := choiceOn(plans[0], a, version)
	if c.therapistsToCheck() == 0 {
		return choice{}, errNotPipelined
	}
	return c, nil
}

// writePipelined takes the day's lock and writes the booking with the
// choice c when it still holds and the guest is under the day's limit
// (bookingWriteSQL), as one transaction in one round trip. Only a commit
// acknowledged by PostgreSQL (the batch closed without error) returns a
// booking.
func (db *DB) writePipelined(ctx context.Context, pc *pgx.Conn, nb dayspa.NewBooking, rules dayspa.SlotRules, c choice) (*dayspa.Booking, error) {
	now := db.now()
	b, planned := db.newBooking(nb, c, now)
	q, args := bookingWriteSQL(nb, rules, dayspa.HoldSpan(nb.Minute, nb.Service), &c, b, planned, now)
	var batch pgx.Batch
	batch.Queue(lockDaySQL, nb.Date.String())
	batch.Queue(q, args...)
	br := pc.SendBatch(ctx, &batch)
	defer br.Close()
	if _, err := br.Exec(); err != nil {
		return nil, fmt.Errorf("lock day %s: %w", nb.Date, err)
	}
	chk, err := bookingWritten(br.QueryRow(), b)
	if err != nil {
		return nil, err
	}
	if err := br.Close(); err != nil {
		return nil, fmt.Errorf("create booking: commit: %w", err)
	}
	if err := rules.GuestLimit.Check(chk.pending); err != nil {
		return nil, err
	}
	if !chk.written {
		return nil, errNotPipelined
	}
	db.pipelined.Add(1)
	return b, nil
}
