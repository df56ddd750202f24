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
	engine, cfg, cleanup, err := scratchDatabase(ctx, databaseURL, "reminders")
	if err != nil {
		return err
	}
	defer cleanup()
	cfg.Location = time.UTC
	cfg.Messages = dayspa.MessageRules{Reminders: []time.Duration{24 * time.Hour}}

	db, err := sqlstore.Open(ctx, cfg)
	if err != nil {
		return err
	}
	svc := dayspa.Service{Name: "Hot Stone Massage", Category: dayspa.CategoryMassage, Duration: 60, Price: dayspa.AED(450), IsActive: true}
	err = db.CreateService(ctx, &svc)
	db.Close()
	if err != nil {
		return err
	}
	setup := time.Now()
	if err := benchTeam(ctx, cfg.DatabaseURL, cfg.DataDir, svc.ID, reminderBookings); err != nil {
		return err
	}
	// A fresh handle: the team is read when the database opens.
	if db, err = sqlstore.Open(ctx, cfg); err != nil {
		return err
	}
	defer db.Close()

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

	smtp, err := mailertest.Start()
	if err != nil {
		return err
	}
	defer smtp.Close()
	relay, err := mailer.ParseRelay("smtp://" + smtp.Addr)
	if err != nil {
		return err
	}
	s := &mailer.Sender{Store: db, Relay: relay, From: "Bench Spa <bookings@spa.example>", Now: now,
		Spa: mailer.Spa{Name: "Bench Spa", Phone: "+971 4 123 4567", WhatsApp: "971501234567", Address: "Dubai",
			BaseURL: "https://spa.example", Location: time.UTC}}
	// The guests' 'request received' and 'confirmed' e-mails leave at once,
	// two days before.
	for {
		n, err := s.SendDue(ctx)
		if err != nil {
			return err
		}
		if n == 0 {
			break
		}
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
	fmt.Printf("## reminders (%s)\n", engine)
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
	fmt.Printf("%d reminders due at one minute, one sender (Run, 5 s poll)  last accepted %.1f s after they fell due  (target < 60 s)\n",
		got, last.Sub(due).Seconds())
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

// scratchDatabase returns the Config of an empty database for a bench
// section: SQLite in a temporary directory, or, with databaseURL, a schema
// of its own in that scratch database; cleanup removes it.
func scratchDatabase(ctx context.Context, databaseURL, name string) (engine string, cfg sqlstore.Config, cleanup func(), err error) {
	if databaseURL == "" {
		dir, err := os.MkdirTemp("", "dayspa-bench-"+name+"-")
		if err != nil {
			return "", cfg, nil, err
		}
		return "SQLite", sqlstore.Config{DataDir: dir}, func() { os.RemoveAll(dir) }, nil
	}
	url, drop, err := freshSchema(ctx, databaseURL)
	if err != nil {
		return "", cfg, nil, err
	}
	return "PostgreSQL", sqlstore.Config{DatabaseURL: url}, drop, nil
}
