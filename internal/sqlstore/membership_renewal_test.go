package sqlstore_test

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// clubOffer is a monthly membership of one massage at AED 900.
func clubOffer() dayspa.Offer {
	return dayspa.Offer{Kind: dayspa.KindMembership, Name: "Monthly calm", NameAr: "هدوء شهري", Category: dayspa.CategoryMassage,
		Sessions: 1, Price: dayspa.AED(900), ValidMonths: 1, DiscountPercent: 1000, Online: true}
}

// boughtMembership has buyer buy the club online and its card read: it
// answers the membership.
func boughtMembership(t *testing.T, db *sqlstore.DB, buyer string) *dayspa.Entitlement {
	t.Helper()
	ctx := context.Background()
	offer := clubOffer()
	must(t, db.AddOffer(ctx, &offer))
	order := offerOrder(t, db, offer, buyer)
	_, err := db.RecordPaymentEvent(ctx, offerPaid("evt_"+buyer, buyer, dayspa.AED(900)))
	must(t, err)
	_, err = db.ProcessPaymentEvents(ctx, 10)
	must(t, err)
	toRead, err := db.RenewalCardsToRead(ctx, 10)
	must(t, err)
	if len(toRead) != 1 || toRead[0].OrderID != order.ID || toRead[0].PaymentRef != "pi_"+buyer {
		t.Fatalf("cards to read %+v, want the order's payment", toRead)
	}
	must(t, db.SetRenewalCard(ctx, order.ID, "cus_1", "pm_1"))
	if again, err := db.RenewalCardsToRead(ctx, 10); err != nil || len(again) != 0 {
		t.Fatalf("cards to read after reading: %+v, %v", again, err)
	}
	var id int64
	must(t, db.SQL().QueryRow(`SELECT entitlement_id FROM offer_orders WHERE id = $1`, order.ID).Scan(&id))
	e, err := db.GetEntitlement(ctx, id)
	must(t, err)
	if !e.Renews || e.RenewalEnded != "" {
		t.Fatalf("a membership bought online = %+v, want it renewing", e)
	}
	return e
}

// renewalMails claims the messages due and answers the renewals' among
// them (the purchase's own e-mail is due again once its claim ran out).
func renewalMails(t *testing.T, db *sqlstore.DB) []dayspa.QueuedMessage {
	t.Helper()
	claimed, err := db.ClaimMessages(context.Background(), 10, time.Minute)
	must(t, err)
	var out []dayspa.QueuedMessage
	for _, q := range claimed {
		if q.Message.Kind == dayspa.KindRenewalEmail {
			out = append(out, q)
		}
	}
	return out
}

// A membership bought online is charged on its last valid day, not
// before: the charge asked twice (no answer the first time) is the same
// charge with the same card; paid, the month is sold with its own tax
// invoice in the order's language, the credits added, the last valid day
// a month on, and the member gets one e-mail with the invoice; recording
// the answer again changes nothing, and the next charge is due a month on.
func TestMembershipRenewal_PaidMonth(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, _ := newDepositDB(t, e)
		m := boughtMembership(t, db, "layla@example.ae")

		if due, err := db.RenewalsDue(ctx, 10); err != nil || len(due) != 0 {
			t.Fatalf("due on the day of purchase: %v, %v", due, err)
		}
		last := m.ExpiresOn.At(10*60, dubai)
		clock.set(last.Add(-24 * time.Hour))
		if r, err := db.StartRenewal(ctx, m.ID); err != nil || r != nil {
			t.Fatalf("a charge the day before: %+v, %v", r, err)
		}
		clock.set(last)
		due, err := db.RenewalsDue(ctx, 10)
		must(t, err)
		if len(due) != 1 || due[0] != m.ID {
			t.Fatalf("due on the last valid day: %v", due)
		}
		first, err := db.StartRenewal(ctx, m.ID)
		must(t, err)
		if first == nil || first.Amount != dayspa.AED(900) || first.RenewsFrom != m.ExpiresOn || first.Card.Customer != "cus_1" ||
			first.Card.PaymentMethod != "pm_1" || first.Card.Provider != "stripe" {
			t.Fatalf("the charge = %+v", first)
		}
		again, err := db.StartRenewal(ctx, m.ID)
		must(t, err)
		if again == nil || again.ID != first.ID {
			t.Fatalf("asked again: %+v, want the same charge %d", again, first.ID)
		}

		must(t, db.FinishRenewal(ctx, first.ID, "stripe", "pi_month"))
		must(t, db.FinishRenewal(ctx, first.ID, "stripe", "pi_month")) // a second answer changes nothing
		after, err := db.GetEntitlement(ctx, m.ID)
		must(t, err)
		// testNow's day exists in every month: a month on is the same day.
		next := dayspa.DateOf(time.Date(m.ExpiresOn.Year, m.ExpiresOn.Month+1, m.ExpiresOn.Day, 12, 0, 0, 0, time.UTC))
		if after.Balance != 2 || after.ExpiresOn != next || !after.Renews || after.InvoiceID == nil || *after.InvoiceID != *m.InvoiceID {
			t.Fatalf("renewed = %+v, want 2 credits to %s, still renewing, naming its first invoice", after, next)
		}
		ledger, err := db.EntitlementLedger(ctx, m.ID)
		must(t, err)
		if len(ledger) != 2 || ledger[1].Kind != dayspa.EntrySale || ledger[1].Units != 1 || ledger[1].By != "online" ||
			!strings.HasPrefix(ledger[1].Reason, "Renewed by card until "+next.String()+" (INV-") {
			t.Fatalf("ledger = %+v", ledger)
		}
		var invoices int
		must(t, db.SQL().QueryRow(`SELECT COUNT(*) FROM tax_documents`).Scan(&invoices))
		if invoices != 2 {
			t.Fatalf("%d tax documents, want the first month's and this one's", invoices)
		}
		claimed := renewalMails(t, db)
		if len(claimed) != 1 || claimed[0].Message.Recipient != "layla@example.ae" {
			t.Fatalf("claimed %+v, want the member's renewal e-mail", claimed)
		}
		r := claimed[0].Renewal
		if r == nil || r.Status != dayspa.RenewalPaid || r.Code != m.Code || r.Amount != dayspa.AED(900) || r.Balance != 2 ||
			r.ExpiresOn != next || r.NameAr != "هدوء شهري" || r.Invoice == nil || r.Invoice.Total != dayspa.AED(900) ||
			r.Invoice.Language != dayspa.Arabic || r.Invoice.IssuedBy != "online" || claimed[0].Booking.Language != dayspa.Arabic {
			t.Fatalf("the e-mail's renewal = %+v", r)
		}

		if due, err := db.RenewalsDue(ctx, 10); err != nil || len(due) != 0 {
			t.Fatalf("due after the month was paid: %v, %v", due, err)
		}
		clock.set(next.At(9*60, dubai))
		if r, err := db.StartRenewal(ctx, m.ID); err != nil || r == nil || r.RenewsFrom != next || r.ID == first.ID {
			t.Fatalf("the next month's charge: %+v, %v", r, err)
		}
	})
}

// A declined card ends the renewal (the membership stays valid to its
// last day) and tells the member; a membership whose last day passed
// with no charge asked ends its renewal without a charge; a membership
// without a saved card never renews; stopping is audit-free here (the
// API logs it) and leaves nothing to charge.
func TestMembershipRenewal_Ends(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, _ := newDepositDB(t, e)
		declined := boughtMembership(t, db, "declined@example.ae")
		clock.set(declined.ExpiresOn.At(10*60, dubai))
		r, err := db.StartRenewal(ctx, declined.ID)
		must(t, err)
		must(t, db.DeclineRenewal(ctx, r.ID, "insufficient_funds"))
		got, err := db.GetEntitlement(ctx, declined.ID)
		must(t, err)
		if got.Renews || got.RenewalEnded != "card declined: insufficient_funds" || got.ExpiresOn != declined.ExpiresOn ||
			got.Balance != 1 || got.Status != dayspa.EntitlementActive {
			t.Fatalf("declined = %+v", got)
		}
		claimed := renewalMails(t, db)
		if len(claimed) != 1 || claimed[0].Renewal == nil || claimed[0].Renewal.Status != dayspa.RenewalDeclined ||
			claimed[0].Renewal.Invoice != nil {
			t.Fatalf("claimed %+v, want the declined card's e-mail", claimed)
		}
		if due, err := db.RenewalsDue(ctx, 10); err != nil || len(due) != 0 {
			t.Fatalf("due after a decline: %v, %v", due, err)
		}

		clock.set(testNow)
		lapsed := boughtMembership(t, db, "lapsed@example.ae")
		clock.set(lapsed.ExpiresOn.At(10*60, dubai).Add(24 * time.Hour))
		if r, err := db.StartRenewal(ctx, lapsed.ID); err != nil || r != nil {
			t.Fatalf("a charge after the last day: %+v, %v", r, err)
		}
		if got, err := db.GetEntitlement(ctx, lapsed.ID); err != nil || got.Renews || got.RenewalEnded != dayspa.RenewalEndedLapsed {
			t.Fatalf("lapsed = %+v, %v", got, err)
		}

		clock.set(testNow)
		offer := clubOffer()
		must(t, db.AddOffer(ctx, &offer))
		order := offerOrder(t, db, offer, "nocard@example.ae")
		_, err = db.RecordPaymentEvent(ctx, offerPaid("evt_nocard", "nocard@example.ae", dayspa.AED(900)))
		must(t, err)
		_, err = db.ProcessPaymentEvents(ctx, 10)
		must(t, err)
		must(t, db.SetRenewalCard(ctx, order.ID, "", ""))
		var noCard int64
		must(t, db.SQL().QueryRow(`SELECT entitlement_id FROM offer_orders WHERE id = $1`, order.ID).Scan(&noCard))
		if got, err := db.GetEntitlement(ctx, noCard); err != nil || got.Renews || got.RenewalEnded != dayspa.RenewalEndedNoCard {
			t.Fatalf("without a card = %+v, %v", got, err)
		}

		stopped := boughtMembership(t, db, "stopped@example.ae")
		if _, err := db.StopRenewal(ctx, stopped.ID, dayspa.StopRenewalInput{Reason: ""}, "Mariam"); dayspa.ErrorFieldMsgs(err)["reason"].Code != dayspa.MsgRenewalReason.Code {
			t.Fatalf("a stop without a reason: %v", err)
		}
		got, err = db.StopRenewal(ctx, stopped.ID, dayspa.StopRenewalInput{Reason: "Moving abroad"}, "Mariam")
		must(t, err)
		if got.Renews || got.RenewalEnded != "stopped by Mariam: Moving abroad" {
			t.Fatalf("stopped = %+v", got)
		}
		if _, err := db.StopRenewal(ctx, stopped.ID, dayspa.StopRenewalInput{Reason: "again"}, "Mariam"); dayspa.ErrorMsgCode(err) != dayspa.MsgRenewalNone.Code {
			t.Fatalf("stopping twice: %v", err)
		}
		clock.set(stopped.ExpiresOn.At(10*60, dubai))
		if r, err := db.StartRenewal(ctx, stopped.ID); err != nil || r != nil {
			t.Fatalf("a stopped renewal charged: %+v, %v", r, err)
		}
	})
}

// Two instances asking for the month's charge at once get one charge
// between them: the same row, so the same idempotency key.
func TestMembershipRenewal_OneChargeAtOnce(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, _ := newDepositDB(t, e)
		m := boughtMembership(t, db, "layla@example.ae")
		clock.set(m.ExpiresOn.At(10*60, dubai))
		ids := make(chan int64, 8)
		var wg sync.WaitGroup
		for range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				r, err := db.StartRenewal(ctx, m.ID)
				if err != nil || r == nil {
					t.Errorf("start: %+v, %v", r, err)
					return
				}
				ids <- r.ID
			}()
		}
		wg.Wait()
		close(ids)
		var first int64
		for id := range ids {
			if first == 0 {
				first = id
			} else if id != first {
				t.Fatalf("two charges %d and %d for one month", first, id)
			}
		}
		var n int
		must(t, db.SQL().QueryRow(`SELECT COUNT(*) FROM membership_renewals`).Scan(&n))
		if n != 1 {
			t.Fatalf("%d charges, want 1", n)
		}
	})
}

// 00053 goes down and up again: the renewals and their e-mails go, every
// other message stays (SQLite writes the outbox again), and a membership
// renews again after.
func TestMigrationMembershipRenewals(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, _ := newDepositDB(t, e)
		m := boughtMembership(t, db, "layla@example.ae")
		clock.set(m.ExpiresOn.At(10*60, dubai))
		r, err := db.StartRenewal(ctx, m.ID)
		must(t, err)
		must(t, db.FinishRenewal(ctx, r.ID, "stripe", "pi_month"))
		before := tableCount(t, db, "outbox")

		must(t, db.MigrateDownTo(ctx, 52))
		if n := tableCount(t, db, "outbox"); n != before-1 {
			t.Fatalf("%d messages after the down migration, want %d (all but the renewal's)", n, before-1)
		}
		must(t, db.Migrate(ctx))
		clock.set(testNow)
		again := boughtMembership(t, db, "again@example.ae")
		clock.set(again.ExpiresOn.At(10*60, dubai))
		r, err = db.StartRenewal(ctx, again.ID)
		must(t, err)
		must(t, db.FinishRenewal(ctx, r.ID, "stripe", "pi_again"))
		if got := renewalMails(t, db); len(got) != 1 || got[0].Message.Recipient != "again@example.ae" {
			t.Fatalf("renewal e-mails after the migration came back: %+v", got)
		}
	})
}

// Forgetting a member ends their membership's renewal and takes the
// provider's ids of their card off the order: nothing is charged after.
func TestMembershipRenewal_ForgetTheMember(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, _ := newDepositDB(t, e)
		m := boughtMembership(t, db, "layla@example.ae")
		_, err := db.ForgetPerson(ctx, "layla@example.ae", testNow)
		must(t, err)
		got, err := db.GetEntitlement(ctx, m.ID)
		must(t, err)
		if got.Renews || got.RenewalEnded != dayspa.RenewalEndedForgotten {
			t.Fatalf("after forgetting the member: %+v", got)
		}
		var customer, method string
		must(t, db.SQL().QueryRow(`SELECT card_customer, card_method FROM offer_orders WHERE entitlement_id = $1`, m.ID).Scan(&customer, &method))
		if customer != "" || method != "" {
			t.Fatalf("the card kept: %q %q", customer, method)
		}
		clock.set(m.ExpiresOn.At(10*60, dubai))
		if r, err := db.StartRenewal(ctx, m.ID); err != nil || r != nil {
			t.Fatalf("a forgotten member charged: %+v, %v", r, err)
		}
	})
}
