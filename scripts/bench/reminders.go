package main

import (
	"context"
	"fmt"
	"os"
	"sync/atomic"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/mailer"
	"github.com/dayspa/dayspa/internal/mailer/mailertest"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// reminderBookings is how many bookings' reminders fall due in the same
// minute: a morning at a spa far busier than one hotel's.
const reminderBookings = 1_000

// reminders measures a burst of reminders: reminderBookings bookings, each
// made through the store as a guest's would be and confirmed by the spa
// (which writes its 24-hour reminder in the same transaction), all start
// at 10:00 on one day, so all their reminders fall due at 10:00 the day
// before. Their other messages (request received, confirmed) are sent
// first. Then the sender's own loop (Sender.Run, the binary's,
// polling every 5 seconds) runs from 3 seconds before that minute on a
// clock that moves with real time, and the bench times, from the moment
// they fall due, until the in-process SMTP server has accepted the last
// one. Target: all within that minute. The spa has a room and a qualified
// therapist per booking, so that the bookings fit one start time.
func (b *bench) reminders(ctx context.Context, databaseURL string) error {
	setup := time.Now()
	spa, err := openBenchSpa(ctx, databaseURL, "reminders", dayspa.MessageRules{Reminders: []time.Duration{24 * time.Hour}}, reminderBookings)
	if err != nil {
		return err
	}
	defer spa.close()
	db, svc := spa.db, spa.svc

	// The clock: two days before the appointments while they are booked,
	// then from 3 seconds before the reminders' minute on, at real speed.
	day := dayspa.DateOf(time.Now().UTC().AddDate(0, 0, 10))
	due := day.At(10*60, time.UTC).Add(-24 * time.Hour)
	var offset atomic.Int64 // nanoseconds added to the real time
	offset.Store(int64(due.Add(-48 * time.Hour).Sub(time.Now())))
	now := func() time.Time { return time.Now().Add(time.Duration(offset.Load())).UTC() }
	db.Now = now
	rules := dayspa.SlotRules{Clock: dayspa.Clock{Location: time.UTC, Now: now}}
	for i := range reminderBookings {
		nb, err := dayspa.BookingRequest{ServiceID: svc.ID, CustomerName: "Bench Guest", CustomerEmail: fmt.Sprintf("guest%d@example.com", i),
			CustomerPhone: fmt.Sprintf("+971 50 %07d", i), BookingDate: day.String(), BookingTime: "10:00"}.Validate(rules, &svc)
		if err != nil {
			return err
		}
		bk, err := db.CreateBooking(ctx, nb, rules)
		if err != nil {
			return fmt.Errorf("booking %d: %w", i+1, err)
		}
		// A reminder is written when the spa confirms the booking.
		if _, err := db.SetBookingStatus(ctx, bk.ID, dayspa.StatusChange{Status: dayspa.StatusConfirmed}); err != nil {
			return fmt.Errorf("confirm booking %d: %w", i+1, err)
		}
	}

	s, smtp, err := benchSender(db, now)
	if err != nil {
		return err
	}
	defer smtp.Close()
	// The guests' 'request received' and 'confirmed' e-mails leave at once,
	// two days before.
	if err := sendAll(ctx, s); err != nil {
		return err
	}
	before := smtp.Count()
	var waiting int
	if err := db.SQL().QueryRowContext(ctx, `SELECT COUNT(*) FROM outbox WHERE status = 'pending' AND kind = 'reminder' AND due_at = $1`,
		due).Scan(&waiting); err != nil {
		return err
	}
	var other int
	if err := db.SQL().QueryRowContext(ctx, `SELECT COUNT(*) FROM outbox WHERE status = 'pending' AND NOT (kind = 'reminder' AND due_at = $1)`,
		due).Scan(&other); err != nil {
		return err
	}
	if other != 0 {
		return fmt.Errorf("%d other messages pending", other)
	}
	if waiting != reminderBookings {
		return fmt.Errorf("%d reminders due at %s, want %d", waiting, due.Format(time.RFC3339), reminderBookings)
	}
	fmt.Printf("## reminders (%s)\n", spa.engine)
	fmt.Printf("setup: %d bookings with a room and a therapist each, %.0f s\n", reminderBookings, time.Since(setup).Seconds())

	offset.Store(int64(due.Add(-3 * time.Second).Sub(time.Now())))
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		s.Run(runCtx)
	}()
	deadline := due.Add(time.Minute)
	var first time.Time
	for smtp.Count()-before < reminderBookings && now().Before(deadline.Add(time.Minute)) {
		if first.IsZero() && smtp.Count() > before {
			first = now()
		}
		time.Sleep(10 * time.Millisecond)
	}
	last := now()
	if first.IsZero() {
		first = last
	}
	stop()
	<-done
	got := smtp.Count() - before
	late := last.Sub(due)
	fmt.Printf("%d reminders due at one minute, one sender (Run, 5 s poll)  last accepted %.1f s after they fell due  (target < 60 s: %s)\n",
		got, late.Seconds(), verdict(fmt.Sprintf("reminders: the last accepted %.1f s after they fell due, target < 60 s", late.Seconds()), late < time.Minute))
	fmt.Printf("  of which the wait for the sender's next poll %.1f s, first to last accepted %.1f s (%.0f msg/s)\n",
		first.Sub(due).Seconds(), last.Sub(first).Seconds(), float64(got)/max(last.Sub(first).Seconds(), 0.001))
	if got != reminderBookings {
		return fmt.Errorf("the server got %d reminders, want %d", got, reminderBookings)
	}
	if !last.Before(deadline) {
		return fmt.Errorf("the last reminder left %.1f s after its minute began, not within it", last.Sub(due).Seconds())
	}
	return nil
}

// benchSpa is a bench section's own spa: a scratch database on the UTC
// clock with one service and a room and a therapist per place.
type benchSpa struct {
	engine string // SQLite or PostgreSQL
	db     *sqlstore.DB
	svc    dayspa.Service
	close  func() // closes db and removes the database
}

// openBenchSpa makes a benchSpa in an empty database (SQLite in a
// temporary directory, or, with databaseURL, a schema of its own in that
// scratch database) with the messages' rules and n single rooms and n
// therapists who do its one service, a Hot Stone Massage.
func openBenchSpa(ctx context.Context, databaseURL, name string, messages dayspa.MessageRules, n int) (_ benchSpa, err error) {
	spa := benchSpa{engine: "SQLite"}
	cfg := sqlstore.Config{Location: time.UTC, Messages: messages}
	var remove func()
	if databaseURL == "" {
		dir, err := os.MkdirTemp("", "dayspa-bench-"+name+"-")
		if err != nil {
			return spa, err
		}
		cfg.DataDir, remove = dir, func() { os.RemoveAll(dir) }
	} else {
		spa.engine = "PostgreSQL"
		if cfg.DatabaseURL, remove, err = freshSchema(ctx, databaseURL); err != nil {
			return spa, err
		}
	}
	defer func() {
		if err != nil {
			remove()
		}
	}()
	db, err := sqlstore.Open(ctx, cfg)
	if err != nil {
		return spa, err
	}
	spa.svc = dayspa.Service{Name: "Hot Stone Massage", Category: dayspa.CategoryMassage, Duration: 60, Price: dayspa.AED(450), IsActive: true}
	err = db.CreateService(ctx, &spa.svc)
	db.Close()
	if err != nil {
		return spa, err
	}
	if err := benchTeam(ctx, cfg.DatabaseURL, cfg.DataDir, spa.svc.ID, n); err != nil {
		return spa, err
	}
	// A fresh handle: the team is read when the database opens.
	if spa.db, err = sqlstore.Open(ctx, cfg); err != nil {
		return spa, err
	}
	spa.close = func() { spa.db.Close(); remove() }
	return spa, nil
}

// benchSender starts an in-process SMTP server and a sender (on the clock
// now, nil for the real one) that delivers db's outbox into it.
func benchSender(db *sqlstore.DB, now func() time.Time) (*mailer.Sender, *mailertest.Server, error) {
	smtp, err := mailertest.Start()
	if err != nil {
		return nil, nil, err
	}
	relay, err := mailer.ParseRelay("smtp://" + smtp.Addr)
	if err != nil {
		smtp.Close()
		return nil, nil, err
	}
	return &mailer.Sender{Store: db, Relay: relay, From: "Bench Spa <bookings@spa.example>", Now: now,
		Spa: mailer.Spa{Name: "Bench Spa", Phone: "+971 4 123 4567", WhatsApp: "971501234567", Address: "Dubai",
			BaseURL: "https://spa.example", Location: time.UTC}}, smtp, nil
}

// sendAll has s send until no message is due.
func sendAll(ctx context.Context, s *mailer.Sender) error {
	for {
		n, err := s.SendDue(ctx)
		if err != nil || n == 0 {
			return err
		}
	}
}
