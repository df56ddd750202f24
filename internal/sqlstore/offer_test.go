package sqlstore_test

import (
	"context"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// massageOffer is a package of five sessions of svc at AED 1,500, valid
// six months, on sale online.
func massageOffer(svc int64) dayspa.Offer {
	return dayspa.Offer{Kind: dayspa.KindPackage, Name: "Five massages", NameAr: "خمس جلسات تدليك", ServiceID: &svc,
		Sessions: 5, Price: dayspa.AED(1500), ValidMonths: 6, Online: true}
}

// offerOrder stores buyer's order of o in Arabic, its hosted page the
// session "cs_offer_<buyer>".
func offerOrder(t *testing.T, db *sqlstore.DB, o dayspa.Offer, buyer string) *dayspa.OfferOrder {
	t.Helper()
	order := &dayspa.OfferOrder{Offer: o, BuyerName: "Layla Haddad", BuyerEmail: buyer, Language: dayspa.Arabic}
	must(t, db.AddOfferOrder(context.Background(), order))
	must(t, db.SetOfferSession(context.Background(), order.ID, "stripe", "cs_offer_"+buyer))
	return order
}

func offerPaid(id, buyer string, amount dayspa.Money) dayspa.PaymentEvent {
	return dayspa.PaymentEvent{ID: id, Provider: "stripe", Type: dayspa.PaymentCompleted, SessionID: "cs_offer_" + buyer,
		PaymentRef: "pi_" + buyer, Amount: amount, Currency: "aed"}
}

// The owner's offers are written, changed and listed newest first; an
// offer of a service that does not exist is refused as the form's field,
// and a change of an offer that does not exist is not found.
func TestOffers_WriteAndList(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, _, svc := newDepositDB(t, e)
		first := massageOffer(svc.ID)
		must(t, db.AddOffer(ctx, &first))
		second := dayspa.Offer{Kind: dayspa.KindMembership, Name: "Monthly calm", Category: dayspa.CategoryMassage, Sessions: 1,
			Price: dayspa.AED(900), ValidMonths: 1, DiscountPercent: 1000}
		must(t, db.AddOffer(ctx, &second))

		missing := int64(999_999)
		ghost := massageOffer(missing)
		if err := db.AddOffer(ctx, &ghost); dayspa.ErrorFieldMsgs(err)["serviceId"].Code != dayspa.MsgEntitlementService.Code {
			t.Fatalf("an offer of a missing service: %v", err)
		}

		first.Price, first.Online = dayspa.AED(1400), false
		must(t, db.UpdateOffer(ctx, &first))
		nowhere := massageOffer(svc.ID)
		nowhere.ID = 999_999
		if err := db.UpdateOffer(ctx, &nowhere); dayspa.ErrorCode(err) != dayspa.ENOTFOUND {
			t.Fatalf("a change of a missing offer: %v", err)
		}

		list, err := db.ListOffers(ctx)
		must(t, err)
		if len(list) != 2 || list[0].ID != second.ID || list[1].ID != first.ID {
			t.Fatalf("offers = %+v, want the membership then the package", list)
		}
		got := list[1]
		if got.Price != dayspa.AED(1400) || got.Online || got.Name != "Five massages" || got.NameAr != "خمس جلسات تدليك" ||
			got.ServiceID == nil || *got.ServiceID != svc.ID || got.Sessions != 5 || got.ValidMonths != 6 {
			t.Fatalf("the changed package = %+v", got)
		}
		if m := list[0]; m.Category != dayspa.CategoryMassage || m.ServiceID != nil || m.DiscountPercent != 1000 {
			t.Fatalf("the membership = %+v", m)
		}
		if o, err := db.GetOffer(ctx, second.ID); err != nil || o.Name != "Monthly calm" {
			t.Fatalf("GetOffer = %+v, %v", o, err)
		}
	})
}

// An offer order's payment issues the package once, to the buyer, for
// what was paid, with the tax invoice of its sale in the order's language
// and one e-mail to the buyer due at once, read back with its code and
// invoice as the sender renders it. A change of the offer after the order
// does not change what the order issues; an order never paid issues
// nothing.
func TestOfferOrder_PaymentIssuesThePackageOnce(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, _, svc := newDepositDB(t, e)
		offer := massageOffer(svc.ID)
		must(t, db.AddOffer(ctx, &offer))
		order := offerOrder(t, db, offer, "layla@example.ae")
		offerOrder(t, db, offer, "unpaid@example.ae")
		offer.Sessions = 10
		must(t, db.UpdateOffer(ctx, &offer))

		for _, id := range []string{"evt_offer", "evt_offer"} {
			_, err := db.RecordPaymentEvent(ctx, offerPaid(id, "layla@example.ae", dayspa.AED(1500)))
			must(t, err)
		}
		outcomes, err := db.ProcessPaymentEvents(ctx, 10)
		must(t, err)
		if len(outcomes) != 1 || outcomes[0] != dayspa.OutcomePaid {
			t.Fatalf("outcomes = %v, want one paid", outcomes)
		}
		_, err = db.RecordPaymentEvent(ctx, offerPaid("evt_offer_again", "layla@example.ae", dayspa.AED(1500)))
		must(t, err)
		if outcomes, err := db.ProcessPaymentEvents(ctx, 10); err != nil || len(outcomes) != 1 || outcomes[0] != dayspa.OutcomeDuplicate {
			t.Fatalf("the second notice: %v, %v; want one duplicate", outcomes, err)
		}

		list, total, err := db.ListEntitlements(ctx, dayspa.EntitlementFilter{Page: dayspa.Page{Limit: 10}})
		must(t, err)
		if total != 1 {
			t.Fatalf("%d issued, want 1 (the unpaid order issues none)", total)
		}
		p := list[0]
		today := dayspa.DateOf(testNow.In(dubai))
		wantExpiry := today
		for range 6 {
			wantExpiry = dayspa.Date{Year: wantExpiry.Year, Month: wantExpiry.Month + 1, Day: 1}.AddDays(0)
		}
		wantExpiry.Day = today.Day // testNow's day exists in every month
		if p.Kind != dayspa.KindPackage || p.Sessions != 5 || p.Balance != 5 || p.Price != dayspa.AED(1500) ||
			p.HolderEmail != "layla@example.ae" || p.HolderName != "Layla Haddad" || p.PaidBy != dayspa.PayCard ||
			p.ServiceID == nil || *p.ServiceID != svc.ID || p.ExpiresOn != wantExpiry || p.InvoiceID == nil {
			t.Fatalf("package = %+v, want 5 sessions to %s with an invoice", p, wantExpiry)
		}
		doc, err := db.GetTaxDocument(ctx, *p.InvoiceID)
		must(t, err)
		if doc.Total != dayspa.AED(1500) || doc.CustomerName != "Layla Haddad" || doc.Language != dayspa.Arabic || doc.IssuedBy != "online" {
			t.Fatalf("invoice = %+v", doc)
		}
		var paid dayspa.Money
		must(t, db.SQL().QueryRow(`SELECT paid_amount FROM offer_orders WHERE id = $1`, order.ID).Scan(&paid))
		if paid != dayspa.AED(1500) {
			t.Fatalf("the order's paid amount = %s", paid)
		}

		claimed, err := db.ClaimMessages(ctx, 10, time.Minute)
		must(t, err)
		if len(claimed) != 1 || claimed[0].Message.Kind != dayspa.KindOfferEmail || claimed[0].Message.Recipient != "layla@example.ae" {
			t.Fatalf("claimed %+v, want the buyer's e-mail", claimed)
		}
		m := claimed[0].Offer
		if m == nil || m.Code != p.Code || m.Kind != dayspa.KindPackage || m.Name != "Five massages" || m.Service != "Swedish Massage" ||
			m.Sessions != 5 || m.ExpiresOn != wantExpiry || m.Invoice == nil || m.Invoice.Number != p.InvoiceNumber ||
			claimed[0].Booking.Language != dayspa.Arabic || claimed[0].Stale() {
			t.Fatalf("the e-mail's package = %+v (language %q)", m, claimed[0].Booking.Language)
		}
	})
}

// 00052 goes down and up again: the offers, their orders and e-mails go,
// every other message stays (SQLite writes the outbox again), and an
// offer can be sold again after.
func TestMigrationOffers(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, _, svc := newDepositDB(t, e)
		_, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", "guest@example.ae"), testRules)
		must(t, err)
		giftOrder(t, db, dayspa.AED(500), dayspa.DateOf(testNow), "gift@example.ae", "friend@example.ae")
		_, err = db.RecordPaymentEvent(ctx, giftPaid("evt_gift", "gift@example.ae", dayspa.AED(500)))
		must(t, err)
		offer := massageOffer(svc.ID)
		must(t, db.AddOffer(ctx, &offer))
		offerOrder(t, db, offer, "layla@example.ae")
		_, err = db.RecordPaymentEvent(ctx, offerPaid("evt_offer", "layla@example.ae", dayspa.AED(1500)))
		must(t, err)
		_, err = db.ProcessPaymentEvents(ctx, 10)
		must(t, err)
		before := tableCount(t, db, "outbox")

		must(t, db.MigrateDownTo(ctx, 51))
		if n := tableCount(t, db, "outbox"); n != before-1 {
			t.Fatalf("%d messages after the down migration, want %d (all but the package's)", n, before-1)
		}
		var gifts int
		must(t, db.SQL().QueryRow(`SELECT COUNT(*) FROM outbox WHERE gift_card_order_id IS NOT NULL`).Scan(&gifts))
		if gifts != 2 {
			t.Fatalf("%d gift card messages kept, want 2", gifts)
		}
		must(t, db.Migrate(ctx))
		offer = massageOffer(svc.ID)
		must(t, db.AddOffer(ctx, &offer))
		offerOrder(t, db, offer, "again@example.ae")
		_, err = db.RecordPaymentEvent(ctx, offerPaid("evt_offer_2", "again@example.ae", dayspa.AED(1500)))
		must(t, err)
		if outcomes, err := db.ProcessPaymentEvents(ctx, 10); err != nil || len(outcomes) != 1 || outcomes[0] != dayspa.OutcomePaid {
			t.Fatalf("outcomes = %v, %v", outcomes, err)
		}
	})
}

// Forgetting the buyer takes their name and address off the order and
// drops its e-mail if unsent; the package keeps its code and balance.
func TestOfferOrder_ForgetTheBuyer(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, _, svc := newDepositDB(t, e)
		offer := massageOffer(svc.ID)
		must(t, db.AddOffer(ctx, &offer))
		o := offerOrder(t, db, offer, "layla@example.ae")
		_, err := db.RecordPaymentEvent(ctx, offerPaid("evt_offer", "layla@example.ae", dayspa.AED(1500)))
		must(t, err)
		_, err = db.ProcessPaymentEvents(ctx, 10)
		must(t, err)

		_, err = db.ForgetPerson(ctx, "layla@example.ae", testNow)
		must(t, err)
		var name, email string
		must(t, db.SQL().QueryRow(`SELECT buyer_name, buyer_email FROM offer_orders WHERE id = $1`, o.ID).Scan(&name, &email))
		if name != dayspa.ForgottenName || email == "layla@example.ae" {
			t.Fatalf("order after forgetting the buyer: %q %q", name, email)
		}
		var status, to string
		must(t, db.SQL().QueryRow(`SELECT status, recipient FROM outbox WHERE kind = 'offer'`).Scan(&status, &to))
		if status != string(dayspa.MessageDropped) || to == "layla@example.ae" {
			t.Fatalf("the buyer's e-mail after forgetting: %s to %s", status, to)
		}
		list, _, err := db.ListEntitlements(ctx, dayspa.EntitlementFilter{Page: dayspa.Page{Limit: 10}})
		must(t, err)
		if len(list) != 1 || list[0].Balance != 5 || list[0].HolderEmail == "layla@example.ae" {
			t.Fatalf("the package after forgetting: %+v", list)
		}
	})
}

// The export of a person who only bought online: the gift card they gave
// (as its buyer) and the package they hold, with both orders and the
// e-mails they were sent; the gift card's recipient sees the card and the
// order naming them, and not the buyer's package. An unpaid order shows
// as not paid. Both may ask the privacy page for their link.
func TestPersonData_GiftCardsAndPackages(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, _, svc := newDepositDB(t, e)
		giftOrder(t, db, dayspa.AED(500), dayspa.DateOf(testNow), "layla@example.ae", "mariam@example.ae")
		_, err := db.RecordPaymentEvent(ctx, giftPaid("evt_gift", "layla@example.ae", dayspa.AED(500)))
		must(t, err)
		offer := massageOffer(svc.ID)
		must(t, db.AddOffer(ctx, &offer))
		offerOrder(t, db, offer, "layla@example.ae")
		_, err = db.RecordPaymentEvent(ctx, offerPaid("evt_offer", "layla@example.ae", dayspa.AED(1500)))
		must(t, err)
		_, err = db.ProcessPaymentEvents(ctx, 10)
		must(t, err)
		unpaid := &dayspa.OfferOrder{Offer: offer, BuyerName: "Layla Haddad", BuyerEmail: "layla@example.ae", Language: dayspa.English}
		must(t, db.AddOfferOrder(ctx, unpaid))

		p, err := db.PersonData(ctx, "Layla@Example.ae")
		must(t, err)
		if p.Customer != nil || len(p.Entitlements) != 2 || len(p.Orders) != 3 {
			t.Fatalf("buyer's export: customer %v, %d entitlements, %d orders; want 2 and 3", p.Customer, len(p.Entitlements), len(p.Orders))
		}
		card, pkg := p.Entitlements[0], p.Entitlements[1]
		if card.Kind != dayspa.KindGiftCard || card.BalanceAmount == nil || *card.BalanceAmount != dayspa.AED(500) ||
			card.RecipientEmail != "mariam@example.ae" || pkg.Kind != dayspa.KindPackage || pkg.BalanceSessions == nil || *pkg.BalanceSessions != 5 {
			t.Fatalf("buyer's entitlements = %+v", p.Entitlements)
		}
		gift, bought, open := p.Orders[0], p.Orders[1], p.Orders[2]
		if gift.Kind != dayspa.KindGiftCard || gift.Amount != dayspa.AED(500) || gift.Message != "Happy birthday!" || gift.DeliveryDate == nil ||
			!gift.Paid || bought.Kind != dayspa.KindPackage || bought.What != "Five massages" || !bought.Paid || open.Paid || open.DeliveryDate != nil {
			t.Fatalf("buyer's orders = %+v", p.Orders)
		}
		kinds := map[dayspa.MessageKind]bool{}
		for _, m := range p.Emails {
			kinds[m.Kind] = true
		}
		if !kinds[dayspa.KindGiftCardCopy] || !kinds[dayspa.KindOfferEmail] || kinds[dayspa.KindGiftCardEmail] {
			t.Fatalf("buyer's e-mails = %+v, want the copy and the package's, not the recipient's", p.Emails)
		}

		r, err := db.PersonData(ctx, "mariam@example.ae")
		must(t, err)
		if len(r.Entitlements) != 1 || r.Entitlements[0].Kind != dayspa.KindGiftCard || len(r.Orders) != 1 || r.Orders[0].RecipientName != "Mariam Saleh" {
			t.Fatalf("recipient's export: %+v / %+v", r.Entitlements, r.Orders)
		}
		if _, err := db.PersonData(ctx, "nobody@example.ae"); dayspa.ErrorCode(err) != dayspa.ENOTFOUND {
			t.Fatalf("a stranger's export: %v", err)
		}
		// The privacy page sends its link to a buyer or a recipient who
		// never booked, and to nobody else.
		for email, want := range map[string]bool{"layla@example.ae": true, "mariam@example.ae": true, "nobody@example.ae": false} {
			sent, err := db.RequestPrivacyLink(ctx, dayspa.PrivacyRequest{Email: email, Language: dayspa.English}, "token-"+email, testNow)
			if err != nil || sent != want {
				t.Fatalf("privacy link for %s: %v, %v; want %v", email, sent, err, want)
			}
		}
	})
}
