package mailer_test

import (
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/mailer"
)

// TestRender_SpaNamesInArabic: an Arabic message names the spa and its
// address as the Arabic pages do (DAYSPA_BUSINESS_*_AR), not marked as
// English; an English message keeps the English ones; an Arabic message
// of a spa with no Arabic name keeps the English one, marked lang="en"
// and left to right.
func TestRender_SpaNamesInArabic(t *testing.T) {
	spa := mailer.Spa{Name: "Palm & Pearl Day Spa", Address: "The Crescent Resort, Palm Jumeirah, Dubai",
		NameAr: "منتجع النخلة واللؤلؤة", AddressAr: "منتجع الهلال، نخلة جميرا، دبي",
		Phone: "+971 4 555 0199", WhatsApp: "971529876543", BaseURL: "https://spa.example", Location: time.UTC}
	render := func(t *testing.T, spa mailer.Spa, lang dayspa.Language) mailer.Email {
		t.Helper()
		q := dayspa.QueuedMessage{
			Message: dayspa.OutboxMessage{ID: 1, Kind: dayspa.KindRequestReceived, Recipient: "layla@example.com", ManageToken: strings.Repeat("a", 32)},
			Booking: dayspa.MessageBooking{ID: 7, Status: dayspa.StatusPending, Date: dayspa.Date{Year: 2026, Month: 11, Day: 29},
				StartMinute: 15 * 60, EndMinute: 16 * 60, CustomerName: "Layla Haddad", ServiceName: "Hot Stone Massage",
				Duration: 60, Amount: dayspa.Money(45000), Language: lang},
		}
		e, err := mailer.Render(q, spa)
		if err != nil {
			t.Fatal(err)
		}
		return e
	}

	ar := render(t, spa, dayspa.Arabic)
	for _, part := range []string{ar.Text, ar.HTML} {
		for _, want := range []string{"منتجع النخلة واللؤلؤة", "منتجع الهلال، نخلة جميرا، دبي"} {
			if !strings.Contains(part, want) {
				t.Errorf("the Arabic message lacks %q:\n%s", want, part)
			}
		}
		if strings.Contains(part, "Palm &amp; Pearl") || strings.Contains(part, "Palm & Pearl") || strings.Contains(part, "The Crescent Resort") {
			t.Errorf("the Arabic message names the spa in English:\n%s", part)
		}
	}
	if strings.Contains(ar.HTML, `lang="en">منتجع`) {
		t.Errorf("the Arabic names are marked English:\n%s", ar.HTML)
	}

	en := render(t, spa, dayspa.English)
	if !strings.Contains(en.Text, "Palm & Pearl Day Spa") || strings.Contains(en.Text+en.HTML, "منتجع") {
		t.Errorf("the English message:\n%s", en.Text)
	}

	spa.NameAr, spa.AddressAr = "", ""
	plain := render(t, spa, dayspa.Arabic)
	if !strings.Contains(plain.HTML, `<strong dir="ltr" lang="en">Palm &amp; Pearl Day Spa</strong>`) ||
		!strings.Contains(plain.HTML, `<span dir="ltr" lang="en">The Crescent Resort, Palm Jumeirah, Dubai</span>`) ||
		!strings.Contains(plain.Text, "\u200ePalm & Pearl Day Spa\u200e") {
		t.Errorf("an Arabic message without Arabic names:\n%s\n%s", plain.Text, plain.HTML)
	}
}
