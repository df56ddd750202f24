package sqlstore_test

import (
	"context"
	"testing"

	"github.com/dayspa/dayspa"
)

// The desk's e-mail of a payment link: one message to the booking's guest,
// carrying its link (read back with the message, as the sender renders
// it); refused once the link has expired, and for a link that is none.
func TestPaymentLinkEmail(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, svc := newDepositDB(t, e)
		b, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", "link@example.ae"), testRules)
		must(t, err)
		link := &dayspa.PaymentLink{BookingID: b.ID, Kind: dayspa.LinkFull, Amount: dayspa.AED(450), URL: "https://checkout.stripe.com/c/pay/cs_link",
			ExpiresAt: testNow.Add(dayspa.PaymentLinkLife), Provider: "stripe", SessionID: "cs_link", CreatedBy: "Admin"}
		must(t, db.AddPaymentLink(ctx, link))

		m, err := db.QueuePaymentLinkEmail(ctx, link.ID)
		must(t, err)
		if m.Kind != dayspa.KindPaymentLink || m.Recipient != "link@example.ae" || m.BookingID != b.ID || m.Status != dayspa.MessagePending {
			t.Fatalf("message = %+v", m)
		}
		q, err := db.OutboxMessage(ctx, m.ID)
		must(t, err)
		if q.Link == nil || q.Link.URL != link.URL || q.Link.Amount != dayspa.AED(450) || q.Link.Kind != dayspa.LinkFull ||
			!q.Link.ExpiresAt.Equal(link.ExpiresAt) {
			t.Fatalf("the message's link = %+v, want %+v", q.Link, link)
		}
		// Other messages carry none.
		if k := outboxKinds(t, db, b.ID); len(k) != 2 || k[0] != string(dayspa.KindRequestReceived) || k[1] != string(dayspa.KindPaymentLink) {
			t.Fatalf("booking messages = %v", k)
		}

		clock.set(link.ExpiresAt)
		_, err = db.QueuePaymentLinkEmail(ctx, link.ID)
		assertCode(t, err, dayspa.ECONFLICT)
		_, err = db.QueuePaymentLinkEmail(ctx, link.ID+100)
		assertCode(t, err, dayspa.ENOTFOUND)
		if n := count(t, db, "outbox"); n != 2 {
			t.Fatalf("%d messages after the refusals, want 2", n)
		}
	})
}
