package mailer_test

import (
	"context"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// The e-mails of a membership's monthly charge, in the order's language:
// a paid month says what was charged, the credits now, the new last day
// and the code, with the month's tax invoice attached and a button to the
// booking page; a declined card says the renewal ended, until when the
// membership runs, and links to the Packages page, with nothing attached.
func TestSender_RenewalEmail(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		f := newFixture(t, e)
		ctx := context.Background()
		club := dayspa.Offer{Kind: dayspa.KindMembership, Name: "Monthly calm", NameAr: "هدوء شهري", Category: dayspa.CategoryMassage,
			Sessions: 1, Price: dayspa.AED(900), ValidMonths: 1, Online: true}
		if err := f.db.AddOffer(ctx, &club); err != nil {
			t.Fatal(err)
		}
		members := map[string]dayspa.Language{"layla@example.com": dayspa.Arabic, "omar@example.com": dayspa.English}
		for buyer, lang := range members {
			o := &dayspa.OfferOrder{Offer: club, BuyerName: "Layla Haddad", BuyerEmail: buyer, Language: lang}
			if err := f.db.AddOfferOrder(ctx, o); err != nil {
				t.Fatal(err)
			}
			if err := f.db.SetOfferSession(ctx, o.ID, "stripe", "cs_"+buyer); err != nil {
				t.Fatal(err)
			}
			if _, err := f.db.RecordPaymentEvent(ctx, dayspa.PaymentEvent{ID: "evt_" + buyer, Provider: "stripe", Type: dayspa.PaymentCompleted,
				SessionID: "cs_" + buyer, PaymentRef: "pi_" + buyer, Amount: club.Price, Currency: "aed"}); err != nil {
				t.Fatal(err)
			}
			if _, err := f.db.ProcessPaymentEvents(ctx, 10); err != nil {
				t.Fatal(err)
			}
			if err := f.db.SetRenewalCard(ctx, o.ID, "cus_1", "pm_1"); err != nil {
				t.Fatal(err)
			}
		}
		f.drain(t, f.sender) // the purchases' own e-mails
		sent := len(f.smtp.Messages())
		list, _, err := f.db.ListEntitlements(ctx, dayspa.EntitlementFilter{Page: dayspa.Page{Limit: 10}})
		if err != nil || len(list) != 2 {
			t.Fatalf("memberships %+v, %v", list, err)
		}
		f.clock.Add(list[0].ExpiresOn.At(10*60, dubai).Sub(f.clock.Now()))
		byEmail := map[string]dayspa.Entitlement{}
		for _, m := range list {
			byEmail[m.HolderEmail] = m
			r, err := f.db.StartRenewal(ctx, m.ID)
			if err != nil || r == nil {
				t.Fatalf("charge of %s: %+v, %v", m.HolderEmail, r, err)
			}
			if m.HolderEmail == "layla@example.com" {
				err = f.db.FinishRenewal(ctx, r.ID, "stripe", "pi_month")
			} else {
				err = f.db.DeclineRenewal(ctx, r.ID, "insufficient_funds")
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		f.drain(t, f.sender)
		got := f.smtp.Messages()[sent:]
		if len(got) != 2 {
			t.Fatalf("server got %d messages, want the two members'", len(got))
		}
		for _, msg := range got {
			mail := readEmail(t, msg)
			m := byEmail[mail.to]
			lang := members[mail.to]
			w := dayspa.Words(lang)
			var wants []string
			if lang == dayspa.Arabic {
				now, err := f.db.GetEntitlement(ctx, m.ID)
				if err != nil {
					t.Fatal(err)
				}
				wants = []string{w.Text("email.renewal.paid.line1", "name", "هدوء شهري", "total", dayspa.FormatPrice(club.Price, lang)),
					w.Text("email.renewal.paid.credits", "sessions", "2"),
					w.Text("email.renewal.paid.valid", "date", dayspa.FormatLongDate(now.ExpiresOn, lang)),
					w.Text("email.offer.code", "code", m.Code), lang.Path("/booking")}
				if name, pdf := pdfOf(t, msg); !strings.HasPrefix(name, "INV-") || name == m.InvoiceNumber+".pdf" || !strings.HasPrefix(pdf, "%PDF-") {
					t.Errorf("the paid month attaches %q (%d bytes), want the month's own invoice", name, len(pdf))
				}
			} else {
				wants = []string{w.Text("email.renewal.declined.line1", "name", "Monthly calm", "total", dayspa.FormatPrice(club.Price, lang)),
					w.Text("email.renewal.declined.valid", "date", dayspa.FormatLongDate(m.ExpiresOn, lang)), lang.Path("/packages")}
				if strings.Contains(string(msg.Data), "application/pdf") {
					t.Errorf("the declined card's e-mail attaches a PDF")
				}
			}
			for _, want := range wants {
				if !strings.Contains(mail.text, want) {
					t.Errorf("renewal e-mail to %s lacks %q:\n%s", mail.to, want, mail.text)
				}
			}
		}
	})
}
