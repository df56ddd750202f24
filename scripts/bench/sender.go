package main

import (
	"context"
	"fmt"
	"time"

	"github.com/dayspa/dayspa"
)

// senderMessages is how many messages the sender section queues.
const senderMessages = 10_000

// senderTarget is the sender's target: 200 messages a second, so that a
// morning's reminders (1,000 bookings due in the same minute) all leave
// within that minute with room to spare.
const senderTarget = 200

// sender measures the outbox's sender: senderMessages 'request received'
// e-mails due now are written to a fresh database, and one sender (one
// instance) renders and delivers them all into an SMTP server in this
// process, marking each sent. On PostgreSQL the database is a schema of
// its own in the scratch database, dropped afterwards.
func (b *bench) sender(ctx context.Context, databaseURL string) error {
	spa, err := openBenchSpa(ctx, databaseURL, "sender", dayspa.MessageRules{}, 1)
	if err != nil {
		return err
	}
	defer spa.close()
	db, svc := spa.db, spa.svc

	// One booking; its guest's first e-mail, ten thousand times over.
	rules := dayspa.SlotRules{Clock: dayspa.NewClock(time.UTC)}
	day := dayspa.DateOf(time.Now().UTC().AddDate(0, 0, 7))
	nb, err := dayspa.BookingRequest{ServiceID: svc.ID, CustomerName: "Bench Guest", CustomerEmail: "guest@example.com",
		CustomerPhone: "+971 50 123 4567", BookingDate: day.String(), BookingTime: "10:00"}.Validate(rules, &svc)
	if err != nil {
		return err
	}
	bk, err := db.CreateBooking(ctx, nb, rules)
	if err != nil {
		return err
	}
	now := time.Now().UTC()
	if _, err := db.SQL().ExecContext(ctx, `
		WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $1)
		INSERT INTO outbox (booking_id, booking_version, created_at, kind, recipient, calendar, due_at, next_attempt_at)
		SELECT $2, 1, $3, 'request_received', 'guest@example.com', FALSE, $3, $3 FROM n`,
		senderMessages, bk.ID, now); err != nil {
		return fmt.Errorf("queue messages: %w", err)
	}
	if _, err := db.SQL().ExecContext(ctx, `DELETE FROM outbox WHERE manage_token IS NOT NULL`); err != nil {
		return err // the booking's own first e-mail: the bench counts its own ten thousand
	}

	s, smtp, err := benchSender(db, nil)
	if err != nil {
		return err
	}
	defer smtp.Close()
	start := time.Now()
	if err := sendAll(ctx, s); err != nil {
		return err
	}
	elapsed := time.Since(start)
	got := smtp.Count()
	rate := float64(got) / elapsed.Seconds()
	fmt.Printf("## sender (%s)\n", spa.engine)
	fmt.Printf("outbox → in-process SMTP, one sender  %6.0f msg/s  (%d messages in %.1f s; target >= %d/s: %s)\n",
		rate, got, elapsed.Seconds(), senderTarget,
		verdict(fmt.Sprintf("sender (%s): %.0f msg/s, target >= %d/s", spa.engine, rate, senderTarget), rate >= senderTarget))
	if got != senderMessages {
		return fmt.Errorf("the server got %d messages, want %d", got, senderMessages)
	}
	return nil
}
