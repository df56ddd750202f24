package sqlstore

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/dayspa/dayspa"
)

// WarmUp readies the instance for its first requests, before it says it
// is ready: on PostgreSQL it opens the connections of the pool and has
// each rehearse a booking (rehearseBooking), and it reads the team's copy
// (see team.go). rules are the site's booking rules (the HTTP layer's),
// so that the statements rehearsed are the ones its bookings send. It
// returns how many connections rehearsed a booking: none on SQLite, and
// none when there is nothing to book (no active service, no team). The
// server calls it once before it listens; a failure only means that
// requests will do this work themselves.
//
// A new connection is a new PostgreSQL process: its first statements read
// the catalog of the tables, indexes and constraints they touch, and plan
// the foreign keys' checks, and pgx prepares each statement text the
// first time the connection sends it. A booking's write touches most of
// the schema (the customer, the booking, its therapists, its messages),
// and at a few hundred bookings a second on two cores that first-time
// work, milliseconds on each connection, made the first second's p99
// several times the warm one's (docs/benchmarks.md, issue 37): opening the
// connections with the booking's reads alone, as this did before, left
// the write cold.
func (db *DB) WarmUp(ctx context.Context, rules dayspa.SlotRules) (rehearsed int, err error) {
	var errs []error
	if db.engine == EnginePostgres {
		rehearsed, err = db.openPool(ctx, postgresMaxConns, rules)
		errs = append(errs, err)
	}
	err = db.inRead(ctx, func(tx *Tx) error {
		_, err := loadTeam(ctx, tx)
		return err
	})
	return rehearsed, errors.Join(append(errs, err)...)
}

// errRehearsed ends a rehearsal's transaction: inWrite rolls it back.
var errRehearsed = errors.New("sqlstore: booking rehearsed, rolled back")

// errNoRehearsal says that there was no place to rehearse a booking on
// (no active service, no team, a closed day): the connection was warmed
// with the reads alone. It is no failure.
var errNoRehearsal = errors.New("sqlstore: no place to rehearse a booking on")

// rehearsalFrom is how many days ahead the rehearsed bookings are: past
// any day a guest can book (dayspa.BookingHorizonDays), so that the days'
// locks and the places they take are nobody's, on this instance or
// another serving beside it.
const rehearsalFrom = 400

// openPool opens n connections of the write pool side by side and has
// each, in a transaction of its own that is rolled back, read what a
// booking reads (the service, the team's version, a day's plan) and
// rehearse a booking's write (rehearseBooking), then leaves them idle in
// the pool. Each transaction waits after its reads until all have read,
// so that the pool opens n connections rather than handing one back;
// with the pool busy elsewhere that could wait for ever, hence the time
// limit.
func (db *DB) openPool(ctx context.Context, n int, rules dayspa.SlotRules) (rehearsed int, err error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if rules.Clock.Now == nil {
		rules.Clock.Now = time.Now
	}
	if rules.Clock.Location == nil {
		rules.Clock.Location = db.location
	}
	svc, err := rehearsalService(ctx, db)
	if err != nil {
		return 0, err
	}
	var (
		wg, taken sync.WaitGroup
		mu        sync.Mutex
		errs      []error
	)
	taken.Add(n)
	for i := range n {
		wg.Go(func() {
			began := false
			err := db.inWrite(ctx, func(tx *Tx) error {
				began = true
				err := warmReads(ctx, tx, svc)
				taken.Done()
				if err != nil {
					return err
				}
				taken.Wait()
				if svc == nil {
					return errNoRehearsal
				}
				// Each on a day of its own, a week apart (the same weekday),
				// so that no rehearsal waits for another's lock or places.
				day := rules.Clock.Today().AddDays(rehearsalFrom + 7*i)
				return rehearseBooking(ctx, tx, *svc, day, fmt.Sprintf("warm-up-%d@dayspa.invalid", i), rules)
			})
			if !began {
				taken.Done()
			}
			mu.Lock()
			defer mu.Unlock()
			switch {
			case errors.Is(err, errRehearsed):
				rehearsed++
			case errors.Is(err, errNoRehearsal):
			case err != nil:
				errs = append(errs, err)
			}
		})
	}
	wg.Wait()
	return rehearsed, errors.Join(errs...)
}

// rehearsalService is the service a rehearsal books: the first active
// one for one guest; nil when there is none.
func rehearsalService(ctx context.Context, db *DB) (*dayspa.Service, error) {
	services, err := db.ListServices(ctx)
	if err != nil {
		return nil, err
	}
	for _, s := range services {
		if s.IsActive && s.Duration > 0 && !s.IsCouples() {
			return &s, nil
		}
	}
	return nil, nil
}

// warmReads reads on tx's connection what a booking request reads first:
// its service (the HTTP layer's look-up), the team's version and a day's
// plan (the choice).
func warmReads(ctx context.Context, tx *Tx, svc *dayspa.Service) error {
	if svc != nil {
		if _, err := findServiceByID(ctx, tx, svc.ID); err != nil {
			return err
		}
	}
	var version int64
	if err := tx.QueryRowContext(ctx, teamVersionSQL).Scan(&version); err != nil {
		return err
	}
	rows, err := tx.QueryContext(ctx, dayPlanSQL, "0001-01-01", "0001-01-01")
	if err != nil {
		return err
	}
	return rows.Close()
}

// rehearseBooking makes, in tx, a booking of svc on day as a guest's
// would be made (the rule's choice, the day's lock, the one statement
// that checks and writes the customer, the booking, its therapists and
// its messages) at the first time the rule finds a place, and returns
// errRehearsed so that the transaction is rolled back: nothing is kept,
// but the connection has sent the statements and PostgreSQL has read
// what they touch. What a rollback cannot give back is the sequences'
// numbers the rows took: a start skips one booking and customer id per
// connection, as PostgreSQL's sequences skip numbers whenever a
// transaction that took them ends without a commit.
func rehearseBooking(ctx context.Context, tx *Tx, svc dayspa.Service, day dayspa.Date, email string, rules dayspa.SlotRules) error {
	tm, err := loadTeam(ctx, tx)
	if err != nil {
		return err
	}
	plans, err := dayPlansOf(ctx, tx, tm, day, day)
	if err != nil {
		return err
	}
	plan := plans[0]
	if plan.Hours == nil {
		return errNoRehearsal
	}
	for _, minute := range rules.Grid(plan.Hours) {
		if minute+svc.Duration > plan.Hours.Close {
			break
		}
		// The rule's places without its calendar (SlotRules.Place refuses
		// a day past the horizon): as a guest with no preference gets them.
		a, reason := plan.Assign(svc, minute, dayspa.Preference{}, 0)
		if reason != "" {
			continue
		}
		c := choiceOn(plan, a, tm.version)
		if c.therapistsToCheck() == 0 {
			return errNoRehearsal
		}
		nb := dayspa.NewBooking{CustomerName: "Warm-up", CustomerEmail: email, CustomerPhone: "+971 50 000 0000",
			Service: svc, Date: day, Time: dayspa.FormatClock(minute), Minute: minute}
		if err := lockDays(ctx, tx, day); err != nil {
			return err
		}
		b, planned := tx.db.newBooking(nb, c, tx.now)
		chk, err := writeBookingPostgres(ctx, tx, nb, rules, dayspa.HoldSpan(minute, svc), &c, b, planned)
		if err != nil {
			return err
		}
		if !chk.written {
			return errNoRehearsal
		}
		return errRehearsed
	}
	return errNoRehearsal
}
