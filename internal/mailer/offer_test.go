package mailer_test

import (
	"context"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// The e-mail of a package bought online, sent when its payment is
// handled, in the order's language: what it gives, the code, the last
// day, how to use it, a button to the booking page, and the tax invoice
// of the sale attached, named after its number. A membership's says its
// member discount.
func TestSender_OfferEmail(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		f := newFixture(t, e)
		ctx := context.Background()
		svc := f.svc.ID
		offers := []dayspa.Offer{
			{Kind: dayspa.KindPackage, Name: "Five stones", NameAr: "خمس جلسات بالحجارة", ServiceID: &svc, Sessions: 5,
				Price: dayspa.AED(2000), ValidMonths: 6, Online: true},
			{Kind: dayspa.KindMembership, Name: "Monthly calm", Category: dayspa.CategoryMassage, Sessions: 1, Price: dayspa.AED(900),
				ValidMonths: 1, DiscountPercent: 1000, Online: true},
		}
		langs := []dayspa.Language{dayspa.Arabic, dayspa.English}
		for i := range offers {
			if err := f.db.AddOffer(ctx, &offers[i]); err != nil {
				t.Fatal(err)
			}
			buyer := []string{"layla@example.com", "omar@example.com"}[i]
			o := &dayspa.OfferOrder{Offer: offers[i], BuyerName: "Layla Haddad", BuyerEmail: buyer, Language: langs[i]}
			if err := f.db.AddOfferOrder(ctx, o); err != nil {
				t.Fatal(err)
			}
			session := "cs_offer_" + buyer
			if err := f.db.SetOfferSession(ctx, o.ID, "stripe", session); err != nil {
				t.Fatal(err)
			}
			if _, err := f.db.RecordPaymentEvent(ctx, dayspa.PaymentEvent{ID: "evt_" + buyer, Provider: "stripe",
				Type: dayspa.PaymentCompleted, SessionID: session, PaymentRef: "pi_" + buyer, Amount: offers[i].Price, Currency: "aed"}); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := f.db.ProcessPaymentEvents(ctx, 10); err != nil {
			t.Fatal(err)
		}
		f.drain(t, f.sender)
		got := f.smtp.Messages()
		if len(got) != 2 {
			t.Fatalf("server got %d messages, want the two buyers'", len(got))
		}
		list, _, err := f.db.ListEntitlements(ctx, dayspa.EntitlementFilter{Page: dayspa.Page{Limit: 10}})
		if err != nil || len(list) != 2 {
			t.Fatalf("entitlements %+v, %v", list, err)
		}
		byEmail := map[string]dayspa.Entitlement{}
		for _, e := range list {
			byEmail[e.HolderEmail] = e
		}
		for _, m := range got {
			mail := readEmail(t, m)
			e := byEmail[mail.to]
			lang := dayspa.English
			if e.Kind == dayspa.KindPackage {
				lang = dayspa.Arabic
			}
			w := dayspa.Words(lang)
			prefix := "email.offer." + string(e.Kind) + "."
			wants := []string{w.Text("email.offer.code", "code", e.Code), w.Text(prefix+"valid", "date", dayspa.FormatLongDate(e.ExpiresOn, lang)),
				w.Text("email.offer.how"), w.Text("email.offer.invoice", "number", e.InvoiceNumber, "total", dayspa.FormatPrice(e.Price, lang)),
				lang.Path("/booking")}
			if e.Kind == dayspa.KindPackage {
				wants = append(wants, "خمس جلسات بالحجارة", w.Text(prefix+"covers", "sessions", "5", "covers", "Hot Stone Massage"))
			} else {
				wants = append(wants, w.Text("email.offer.membership.discount", "percent", "10"),
					w.Text(prefix+"covers", "sessions", "1", "covers", "any massage therapy treatment"))
			}
			for _, want := range wants {
				if !strings.Contains(mail.text, want) {
					t.Errorf("%s e-mail to %s lacks %q:\n%s", e.Kind, mail.to, want, mail.text)
				}
			}
			if name, pdf := pdfOf(t, m); name != e.InvoiceNumber+".pdf" || !strings.HasPrefix(pdf, "%PDF-") {
				t.Errorf("%s e-mail attaches %q (%d bytes), want the invoice %s", e.Kind, name, len(pdf), e.InvoiceNumber)
			}
		}
	})
}
