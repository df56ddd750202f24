package sqlstore_test

import (
	"context"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// giftOrder stores an order of a card of value for delivery on day, its
// hosted page the session "cs_gift_<buyer>".
func giftOrder(t *testing.T, db *sqlstore.DB, value dayspa.Money, day dayspa.Date, buyer, recipient string) *dayspa.GiftCardOrder {
	t.Helper()
	o := &dayspa.GiftCardOrder{Value: value, RecipientName: "Mariam Saleh", RecipientEmail: recipient, Message: "Happy birthday!",
		DeliveryDate: day, BuyerName: "Layla Haddad", BuyerEmail: buyer, Language: dayspa.Arabic}
	must(t, db.AddGiftCardOrder(context.Background(), o))
	must(t, db.SetGiftCardSession(context.Background(), o.ID, "stripe", "cs_gift_"+buyer))
	return o
}

func giftPaid(id, buyer string, amount dayspa.Money) dayspa.PaymentEvent {
	return dayspa.PaymentEvent{ID: id, Provider: "stripe", Type: dayspa.PaymentCompleted, SessionID: "cs_gift_" + buyer,
		PaymentRef: "pi_" + buyer, Amount: amount, Currency: "aed"}
}

// A gift card order's payment issues the card once, for what was paid,
// valid a year from its delivery day, and writes the recipient's e-mail
// due at 09:00 in Dubai on that day and the buyer's copy due at once;
// both are read back with their card, as the sender renders them. An
// order never paid issues nothing.
func TestGiftCardOrder_PaymentIssuesTheCardOnce(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, _, _ := newDepositDB(t, e)
		day := dayspa.Date{Year: 2026, Month: time.December, Day: 24}
		giftOrder(t, db, dayspa.AED(500), day, "layla@example.ae", "mariam@example.ae")
		unpaid := giftOrder(t, db, dayspa.AED(300), day, "other@example.ae", "friend@example.ae")

		for _, id := range []string{"evt_gift", "evt_gift"} {
			_, err := db.RecordPaymentEvent(ctx, giftPaid(id, "layla@example.ae", dayspa.AED(500)))
			must(t, err)
		}
		outcomes, err := db.ProcessPaymentEvents(ctx, 10)
		must(t, err)
		if len(outcomes) != 1 || outcomes[0] != dayspa.OutcomePaid {
			t.Fatalf("outcomes = %v, want one paid", outcomes)
		}
		// Another notice of the same session issues no second card.
		_, err = db.RecordPaymentEvent(ctx, giftPaid("evt_gift_again", "layla@example.ae", dayspa.AED(500)))
		must(t, err)
		if outcomes, err := db.ProcessPaymentEvents(ctx, 10); err != nil || len(outcomes) != 1 || outcomes[0] != dayspa.OutcomeDuplicate {
			t.Fatalf("the second notice: %v, %v; want one duplicate", outcomes, err)
		}

		list, total, err := db.ListEntitlements(ctx, dayspa.EntitlementFilter{Page: dayspa.Page{Limit: 10}})
		must(t, err)
		if total != 1 || len(list) != 1 {
			t.Fatalf("%d cards issued, want 1 (the unpaid order %d issues none)", total, unpaid.ID)
		}
		card := list[0]
		wantExpiry := dayspa.Date{Year: 2027, Month: time.December, Day: 24}
		if card.Kind != dayspa.KindGiftCard || card.Value != dayspa.AED(500) || card.Balance != int64(dayspa.AED(500)) ||
			card.HolderEmail != "layla@example.ae" || card.RecipientEmail != "mariam@example.ae" || card.RecipientName != "Mariam Saleh" ||
			card.PaidBy != dayspa.PayCard || card.ExpiresOn != wantExpiry || card.InvoiceID != nil {
			t.Fatalf("card = %+v", card)
		}
		ledger, err := db.EntitlementLedger(ctx, card.ID)
		must(t, err)
		if len(ledger) != 1 || ledger[0].Kind != dayspa.EntrySale || ledger[0].Units != int64(dayspa.AED(500)) {
			t.Fatalf("ledger = %+v, want the sale of 500.00", ledger)
		}

		rows, err := db.SQL().Query(`SELECT kind, recipient, due_at, language FROM outbox ORDER BY id`)
		must(t, err)
		type sent struct {
			kind, to string
			due      time.Time
			lang     string
		}
		var got []sent
		for rows.Next() {
			var s sent
			must(t, rows.Scan(&s.kind, &s.to, &s.due, &s.lang))
			got = append(got, s)
		}
		must(t, rows.Err())
		rows.Close()
		want := []sent{
			{string(dayspa.KindGiftCardEmail), "mariam@example.ae", day.At(9*60, dubai), "ar"},
			{string(dayspa.KindGiftCardCopy), "layla@example.ae", testNow, "ar"},
		}
		if len(got) != len(want) {
			t.Fatalf("messages = %+v, want %+v", got, want)
		}
		for i := range want {
			if got[i].kind != want[i].kind || got[i].to != want[i].to || !got[i].due.Equal(want[i].due) || got[i].lang != want[i].lang {
				t.Fatalf("message %d = %+v, want %+v", i, got[i], want[i])
			}
		}

		// Only the copy is due now; the sender reads it with its card.
		claimed, err := db.ClaimMessages(ctx, 10, time.Minute)
		must(t, err)
		if len(claimed) != 1 || claimed[0].Message.Kind != dayspa.KindGiftCardCopy {
			t.Fatalf("claimed %+v, want the buyer's copy only", claimed)
		}
		c := claimed[0].GiftCard
		if c == nil || c.Code != card.Code || c.Value != dayspa.AED(500) || c.RecipientName != "Mariam Saleh" || c.BuyerName != "Layla Haddad" ||
			c.Message != "Happy birthday!" || c.DeliveryDate != day || c.ExpiresOn != wantExpiry || claimed[0].Booking.Language != dayspa.Arabic {
			t.Fatalf("the copy's card = %+v (language %q)", c, claimed[0].Booking.Language)
		}
		if claimed[0].Stale() {
			t.Fatal("a gift card's message is never stale")
		}
	})
}

// The card holds what was received, and a buyer who gives the card to
// themselves gets one e-mail, on the delivery day.
func TestGiftCardOrder_CardHoldsWhatWasPaid(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, _, _ := newDepositDB(t, e)
		today := dayspa.DateOf(testNow)
		giftOrder(t, db, dayspa.AED(500), today, "self@example.ae", "self@example.ae")
		_, err := db.RecordPaymentEvent(ctx, giftPaid("evt_self", "self@example.ae", dayspa.AED(450)))
		must(t, err)
		if outcomes, err := db.ProcessPaymentEvents(ctx, 10); err != nil || len(outcomes) != 1 || outcomes[0] != dayspa.OutcomePaid {
			t.Fatalf("outcomes = %v, %v", outcomes, err)
		}
		list, _, err := db.ListEntitlements(ctx, dayspa.EntitlementFilter{Page: dayspa.Page{Limit: 10}})
		must(t, err)
		if len(list) != 1 || list[0].Value != dayspa.AED(450) || list[0].Balance != int64(dayspa.AED(450)) {
			t.Fatalf("cards = %+v, want one of 450.00", list)
		}
		// Delivered today at 09:00, which testNow (08:00) has not reached.
		var kinds []string
		rows, err := db.SQL().Query(`SELECT kind FROM outbox`)
		must(t, err)
		for rows.Next() {
			var k string
			must(t, rows.Scan(&k))
			kinds = append(kinds, k)
		}
		rows.Close()
		if len(kinds) != 1 || kinds[0] != string(dayspa.KindGiftCardEmail) {
			t.Fatalf("messages = %v, want the recipient's only", kinds)
		}
	})
}

// 00050 goes down and up again: the gift card messages and orders go,
// every other message stays with its payment link (SQLite writes the
// outbox again), and a gift card order can be paid again after.
func TestMigrationGiftCardOrders(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, _, svc := newDepositDB(t, e)
		b, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", "link@example.ae"), testRules)
		must(t, err)
		link := &dayspa.PaymentLink{BookingID: b.ID, Kind: dayspa.LinkFull, Amount: dayspa.AED(450), URL: "https://checkout.stripe.com/c/pay/cs_link",
			ExpiresAt: testNow.Add(dayspa.PaymentLinkLife), Provider: "stripe", SessionID: "cs_link", CreatedBy: "Admin"}
		must(t, db.AddPaymentLink(ctx, link))
		m, err := db.QueuePaymentLinkEmail(ctx, link.ID)
		must(t, err)
		giftOrder(t, db, dayspa.AED(500), bookDay, "layla@example.ae", "mariam@example.ae")
		_, err = db.RecordPaymentEvent(ctx, giftPaid("evt_gift", "layla@example.ae", dayspa.AED(500)))
		must(t, err)
		_, err = db.ProcessPaymentEvents(ctx, 10)
		must(t, err)
		if n := tableCount(t, db, "outbox"); n != 4 {
			t.Fatalf("%d messages before, want the booking's, the link's and the card's two", n)
		}

		must(t, db.MigrateDownTo(ctx, 49))
		if n := tableCount(t, db, "outbox"); n != 2 {
			t.Fatalf("%d messages after the down migration, want the booking's two", n)
		}
		var linkID int64
		must(t, db.SQL().QueryRow(`SELECT payment_link_id FROM outbox WHERE id = $1`, m.ID).Scan(&linkID))
		if linkID != link.ID {
			t.Fatalf("the link's message names link %d, want %d", linkID, link.ID)
		}
		must(t, db.Migrate(ctx))
		if q, err := db.OutboxMessage(ctx, m.ID); err != nil || q.Link == nil || q.Link.URL != link.URL {
			t.Fatalf("after the up migration, the link's message: %+v, %v", q, err)
		}
		giftOrder(t, db, dayspa.AED(300), bookDay, "again@example.ae", "friend@example.ae")
		_, err = db.RecordPaymentEvent(ctx, giftPaid("evt_gift_2", "again@example.ae", dayspa.AED(300)))
		must(t, err)
		if outcomes, err := db.ProcessPaymentEvents(ctx, 10); err != nil || len(outcomes) != 1 || outcomes[0] != dayspa.OutcomePaid {
			t.Fatalf("outcomes = %v, %v", outcomes, err)
		}
	})
}

// Forgetting the recipient before the delivery day drops their card's
// e-mail unsent and takes their name, address and the message off the
// order; the buyer's side and the card's balance stay.
func TestGiftCardOrder_ForgetTheRecipient(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, _, _ := newDepositDB(t, e)
		day := dayspa.Date{Year: 2026, Month: time.December, Day: 24}
		o := giftOrder(t, db, dayspa.AED(500), day, "layla@example.ae", "mariam@example.ae")
		_, err := db.RecordPaymentEvent(ctx, giftPaid("evt_gift", "layla@example.ae", dayspa.AED(500)))
		must(t, err)
		_, err = db.ProcessPaymentEvents(ctx, 10)
		must(t, err)

		_, err = db.ForgetPerson(ctx, "mariam@example.ae", testNow)
		must(t, err)
		var name, email, message, buyer string
		must(t, db.SQL().QueryRow(`SELECT recipient_name, recipient_email, message, buyer_email FROM gift_card_orders WHERE id = $1`, o.ID).
			Scan(&name, &email, &message, &buyer))
		if name != dayspa.ForgottenName || email == "mariam@example.ae" || message != "" || buyer != "layla@example.ae" {
			t.Fatalf("order after forgetting the recipient: %q %q %q %q", name, email, message, buyer)
		}
		var status, to string
		must(t, db.SQL().QueryRow(`SELECT status, recipient FROM outbox WHERE kind = 'gift_card'`).Scan(&status, &to))
		if status != string(dayspa.MessageDropped) || to == "mariam@example.ae" {
			t.Fatalf("the recipient's e-mail after forgetting: %s to %s", status, to)
		}
		list, _, err := db.ListEntitlements(ctx, dayspa.EntitlementFilter{Page: dayspa.Page{Limit: 10}})
		must(t, err)
		if len(list) != 1 || list[0].Balance != int64(dayspa.AED(500)) || list[0].RecipientEmail == "mariam@example.ae" {
			t.Fatalf("the card after forgetting: %+v", list)
		}
	})
}
