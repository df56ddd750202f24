package mailer_test

import (
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/mailer"
)

// TestRender_OneFormatPerLanguage: an e-mail writes the day and the price
// as the site's pages do in its language: "Sunday, November 29, 2026" and
// "AED 1,250.50" in English, "الأحد، 29 نوفمبر 2026" and "1,250.50 د.إ" in
// Arabic (the number left to right).
func TestRender_OneFormatPerLanguage(t *testing.T) {
	spa := mailer.Spa{Name: "Serenity Day Spa", Address: "The Sandstone Hotel, Dubai", Phone: "+971 4 123 4567",
		WhatsApp: "971501234567", BaseURL: "https://spa.example", Location: time.UTC}
	for _, c := range []struct {
		lang       dayspa.Language
		text, html []string
	}{
		{dayspa.English, []string{"Date: Sunday, November 29, 2026", "Price: AED 1,250.50"},
			[]string{"Sunday, November 29, 2026", "AED 1,250.50"}},
		{dayspa.Arabic, []string{"الأحد، 29 نوفمبر 2026", "\u200e1,250.50\u200e د.إ"},
			[]string{"الأحد، 29 نوفمبر 2026", `<span dir="ltr">1,250.50</span> د.إ`}},
	} {
		q := dayspa.QueuedMessage{
			Message: dayspa.OutboxMessage{ID: 1, Kind: dayspa.KindConfirmed, Recipient: "layla@example.com"},
			Booking: dayspa.MessageBooking{ID: 7, Status: dayspa.StatusConfirmed, Date: dayspa.Date{Year: 2026, Month: 11, Day: 29},
				StartMinute: 15 * 60, EndMinute: 16 * 60, CustomerName: "Layla Haddad", ServiceName: "Couples Retreat",
				Duration: 60, Amount: dayspa.Money(125050), Language: c.lang},
		}
		e, err := mailer.Render(q, spa)
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range c.text {
			if !strings.Contains(e.Text, want) {
				t.Errorf("%s text lacks %q:\n%s", c.lang, want, e.Text)
			}
		}
		for _, want := range c.html {
			if !strings.Contains(e.HTML, want) {
				t.Errorf("%s HTML lacks %q", c.lang, want)
			}
		}
		if !strings.Contains(e.Subject, "29") {
			t.Errorf("%s subject %q", c.lang, e.Subject)
		}
	}
}
