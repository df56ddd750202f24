package mailer_test

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/mailer"
)

// A gift card's e-mails, in each language: the recipient's gives the card
// (who it is from, the message, the value or the treatment, the code, the
// last day) with its PDF attached and a button to the booking page in the
// message's language; the buyer's copy thanks them and says when and to
// whom the card goes. Neither names a booking nor carries a calendar
// file; a message without its card is refused.
func TestRender_GiftCard(t *testing.T) {
	spa := goldenSpa(false)
	card := &dayspa.MessageGiftCard{Code: "0KP9-BFWM-JMW5-2TJK-G", Value: dayspa.AED(350), Treatment: "Swedish Massage", TreatmentAr: "مساج سويدي",
		RecipientName: "Mariam Saleh", RecipientEmail: "mariam@example.ae", BuyerName: "Layla Haddad", Message: "Happy birthday!",
		DeliveryDate: dayspa.Date{Year: 2026, Month: time.December, Day: 24}, ExpiresOn: dayspa.Date{Year: 2027, Month: time.December, Day: 24}}
	for _, lang := range dayspa.CatalogueLanguages() {
		w := dayspa.Words(lang)
		treatment := "Swedish Massage"
		if lang == dayspa.Arabic {
			treatment = "مساج سويدي"
		}
		value := dayspa.FormatPrice(card.Value, lang)
		common := []string{card.Code, w.Text("email.gift_card.treatment", "treatment", treatment, "value", value),
			w.Text("email.gift_card.valid", "date", dayspa.FormatLongDate(card.ExpiresOn, lang))}
		booking := strings.TrimSuffix(spa.BaseURL, "/") + lang.Path("/booking")

		q := dayspa.QueuedMessage{Message: dayspa.OutboxMessage{ID: 1, Kind: dayspa.KindGiftCardEmail, Recipient: card.RecipientEmail},
			Booking: dayspa.MessageBooking{Language: lang}, GiftCard: card}
		e, err := mailer.Render(q, spa)
		if err != nil {
			t.Fatal(err)
		}
		if want := w.Text("email.gift_card.subject", "buyer", "Layla Haddad", "spa", spa.Name); e.Subject != want {
			t.Errorf("%s subject %q, want %q", lang, e.Subject, want)
		}
		for _, want := range append([]string{w.Text("email.gift_card.heading"), "Mariam Saleh", "Happy birthday!", booking}, common...) {
			if !strings.Contains(e.Text, want) {
				t.Errorf("%s recipient's e-mail lacks %q:\n%s", lang, want, e.Text)
			}
		}
		if !strings.Contains(e.HTML, `href="`+booking+`"`) {
			t.Errorf("%s recipient's HTML has no button to %s", lang, booking)
		}
		if !bytes.HasPrefix(e.Attachment, []byte("%PDF-")) || !strings.HasSuffix(e.AttachmentName, ".pdf") || strings.Contains(e.AttachmentName, card.Code) {
			t.Errorf("%s attachment %q (%d bytes), want the card's PDF, not named by its whole code", lang, e.AttachmentName, len(e.Attachment))
		}
		if e.Calendar != nil || strings.Contains(e.Text, w.Text("email.label.time")) {
			t.Errorf("%s gift card e-mail names a booking:\n%s", lang, e.Text)
		}

		q.Message.Kind, q.Message.Recipient = dayspa.KindGiftCardCopy, "layla@example.ae"
		c, err := mailer.Render(q, spa)
		if err != nil {
			t.Fatal(err)
		}
		if want := w.Text("email.gift_card_copy.subject", "recipient", "Mariam Saleh"); c.Subject != want {
			t.Errorf("%s copy's subject %q, want %q", lang, c.Subject, want)
		}
		line := w.Text("email.gift_card_copy.line1", "recipient", "Mariam Saleh", "email", "mariam@example.ae",
			"date", dayspa.FormatLongDate(card.DeliveryDate, lang))
		for _, want := range append([]string{w.Text("email.gift_card_copy.heading"), "Layla Haddad", line}, common...) {
			if !strings.Contains(c.Text, want) {
				t.Errorf("%s buyer's copy lacks %q:\n%s", lang, want, c.Text)
			}
		}
		if len(c.Attachment) == 0 {
			t.Errorf("%s buyer's copy has no PDF", lang)
		}
	}
	if _, err := mailer.Render(dayspa.QueuedMessage{Message: dayspa.OutboxMessage{ID: 2, Kind: dayspa.KindGiftCardEmail}}, spa); err == nil {
		t.Error("a gift card's message without its card was rendered")
	}
}
