package mailer_test

import (
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/mailer"
)

// Every message to a guest says what its language's catalogue says: the
// subject, heading, lines and labels are the catalogue's texts, in every
// language that has one, so a language is added by its catalogue alone.
func TestRender_WordsFromTheCatalogue(t *testing.T) {
	spa := goldenSpa(false)
	for _, lang := range dayspa.CatalogueLanguages() {
		w := dayspa.Words(lang)
		for _, kind := range dayspa.MessageKinds {
			if !kind.ToGuest() {
				continue
			}
			b := dayspa.MessageBooking{ID: 1, Status: dayspa.StatusConfirmed, Date: dayspa.Date{Year: 2026, Month: time.May, Day: 4},
				StartMinute: 10 * 60, EndMinute: 11 * 60, CustomerName: "Sara", ServiceName: "Facial", Duration: 60,
				Amount: 50000, Language: lang, Reason: dayspa.GuestCancelReason}
			e, err := mailer.Render(dayspa.QueuedMessage{Booking: b, Message: dayspa.OutboxMessage{ID: 1, Kind: kind, ManageToken: "t"}}, spa)
			if err != nil {
				t.Fatal(err)
			}
			date, start := dayspa.FormatLongDate(b.Date, lang), dayspa.FormatTime(b.StartMinute, lang)
			prefix := "email." + string(kind) + "."
			if want := w.Text(prefix+"subject", "service", "Facial", "date", date, "time", start); e.Subject != want {
				t.Errorf("%s %s subject %q, want %q", lang, kind, e.Subject, want)
			}
			wants := []string{w.Text(prefix + "heading"), w.Text(prefix + "line1"), w.Text("email.greeting", "guest", "Sara"),
				w.Text("email.label.treatment") + ": Facial (" + dayspa.FormatMinutes(60, lang) + ")",
				w.Text("email.label.date") + ": " + date, w.Text("email.label.status") + ": " + w.Text("status.confirmed"),
				w.Text("email.manage.text"), w.Text("email.label.whatsapp") + ": "}
			if kind == dayspa.KindCancelled {
				wants = append(wants, w.Text("email.label.reason")+": "+w.Text("email.cancelled.guest_reason"))
			}
			for _, want := range wants {
				if !strings.Contains(e.Text, want) {
					t.Errorf("%s %s text lacks %q:\n%s", lang, kind, want, e.Text)
				}
			}
			for _, key := range []string{"email.label.price", "email.manage.button", "email.whatsapp_link", prefix + "heading"} {
				if !strings.Contains(e.HTML, w.Text(key)) {
					t.Errorf("%s %s HTML lacks %s %q", lang, kind, key, w.Text(key))
				}
			}
			if !strings.Contains(e.HTML, `lang="`+string(lang)+`"`) {
				t.Errorf("%s %s HTML does not say its language", lang, kind)
			}
		}
	}
}
