package mailer

import (
	"bytes"
	"fmt"
	htmltemplate "html/template"
	"net/url"
	"strings"
	"time"

	ics "github.com/arran4/golang-ical"

	"github.com/dayspa/dayspa"
)

// Spa is what every message says of the spa, from the configuration.
type Spa struct {
	Name     string
	Phone    string // as people read it
	WhatsApp string // digits, as wa.me takes them
	Email    string
	// Address is the one line a map search finds: hotel and street,
	// district, city.
	Address string
	// NameAr and AddressAr are the name and address as the Arabic pages
	// write them (DAYSPA_BUSINESS_*_AR): what an Arabic message says; the
	// English ones where they are empty or the same.
	NameAr, AddressAr string
	// BaseURL is the site's origin; the manage links start with it.
	BaseURL string
	// Location is the spa's clock (DAYSPA_TIMEZONE).
	Location *time.Location
}

// MapURL is a map search for the spa's address.
func (s Spa) MapURL() string {
	return "https://www.google.com/maps/search/?api=1&query=" + url.QueryEscape(s.Name+", "+s.Address)
}

// WhatsAppURL opens a chat with the spa.
func (s Spa) WhatsAppURL() string { return "https://wa.me/" + s.WhatsApp }

// TelURL dials the spa.
func (s Spa) TelURL() string {
	return "tel:" + strings.Map(func(r rune) rune {
		if r == '+' || r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s.Phone)
}

// PrivacyURL is the page of a privacy link's token in lang:
// /your-data/{token}, or /ar/your-data/{token}.
func (s Spa) PrivacyURL(lang dayspa.Language, token string) string {
	return strings.TrimSuffix(s.BaseURL, "/") + lang.PrivacyPath(token)
}

// ManageURL is the guest's manage page for token, in the booking's
// language: /booking/manage/{token}, or /ar/booking/manage/{token} for an
// Arabic booking.
func (s Spa) ManageURL(lang dayspa.Language, token string) string {
	return strings.TrimSuffix(s.BaseURL, "/") + lang.ManagePath(token)
}

// Email is a rendered message ready to send.
type Email struct {
	To string
	dayspa.RenderedMessage
	// Calendar is the .ics file, nil when the message has none; Method
	// is its METHOD (REQUEST or CANCEL).
	Calendar []byte
	Method   string
	// Attachment is a file sent with the message (a tax document's PDF),
	// nil when it has none; AttachmentName its file name.
	Attachment     []byte
	AttachmentName string
}

// spaText is one of the spa's details as a message shows it, and whether
// it is the English one (an Arabic message marks it lang="en", left to
// right, as it does any English inside it).
type spaText struct {
	Text    string
	English bool
}

// spaTexts are the spa's name and address as a message in lang writes
// them.
func (s Spa) spaTexts(lang dayspa.Language) (name, address spaText) {
	in := func(arabic, english string) spaText {
		if lang == dayspa.Arabic && arabic != "" && arabic != english {
			return spaText{Text: arabic}
		}
		return spaText{Text: english, English: true}
	}
	return in(s.NameAr, s.Name), in(s.AddressAr, s.Address)
}

// view is what the templates read.
type view struct {
	// Lang is the message's language code (the HTML's lang).
	Lang                      string
	words                     dayspa.Catalogue
	Spa                       Spa
	SpaName, SpaAddress       spaText
	MapURL, WhatsApp          string
	Tel                       htmltemplate.URL
	Heading                   string
	Lines                     []string
	Guest                     string
	Service, Date, Time, Ends string
	// Length is the duration in words: "90 minutes".
	Length string
	// Price is the price as the language writes it; Amount its number
	// alone (a right-to-left layout keeps it left to right).
	Price, Amount          string
	Status                 string
	Requests               string
	Therapist              string
	ManageURL              string
	ForSpa                 bool
	GuestEmail, GuestPhone string
	// GuestLanguage names the guest's language in the spa's notice.
	GuestLanguage string
	Reason        string
	// NoBooking leaves out the booking's details: a privacy link belongs
	// to no booking.
	NoBooking bool
	// LinkText and LinkButton are the catalogue's keys of the words before
	// ManageURL in the text and on its button in the HTML.
	LinkText, LinkButton string
}

// T is key's text in the message's language, params its placeholders'
// names and values in turn (dayspa.Catalogue.Text).
func (v view) T(key string, params ...string) string { return v.words.Text(key, params...) }

// TH is key's text as HTML, its placeholders filled with params (names
// and values in turn): a value given as HTML (bdi, ltrSpan) is put in as
// it is, any other escaped, as the text itself is.
func (v view) TH(key string, params ...any) htmltemplate.HTML {
	pairs := make([]string, 0, len(params))
	for i, p := range params {
		switch p := p.(type) {
		case htmltemplate.HTML:
			pairs = append(pairs, string(p))
		case string:
			if i%2 == 1 {
				p = escapeText(p)
			}
			pairs = append(pairs, p)
		default:
			pairs = append(pairs, escapeText(fmt.Sprint(p)))
		}
	}
	return htmltemplate.HTML(dayspa.Fill(escapeText(v.words.Text(key)), pairs...))
}

// Render writes message q as the guest (or the spa) receives it: subject,
// plain text and HTML, and the calendar file of a confirmation, a change
// of a confirmed booking or the cancellation of one. A message to the
// guest is written in the booking's language (docs/product.md, "Booking
// language"); the spa's own notice is in English and names the guest's
// language.
func Render(q dayspa.QueuedMessage, spa Spa) (Email, error) {
	if spa.Location == nil {
		spa.Location = time.UTC
	}
	b, m := q.Booking, q.Message
	lang := messageLanguage(q)
	loc := localeOf(lang)
	start, end := b.Span(spa.Location)
	v := view{
		Lang: string(lang), words: loc.words, Spa: spa, MapURL: spa.MapURL(), WhatsApp: spa.WhatsAppURL(), Tel: htmltemplate.URL(spa.TelURL()),
		Guest: b.CustomerName, Service: b.ServiceNameIn(lang),
		Date: dayspa.FormatLongDate(b.Date, lang), Time: dayspa.FormatTime(b.StartMinute, lang), Ends: dayspa.FormatTime(b.EndMinute, lang),
		Length: dayspa.FormatMinutes(b.Duration, lang), Price: dayspa.FormatPrice(b.Amount, lang), Amount: b.Amount.Grouped(),
		Status: loc.status(b.Status), Requests: b.Requests, GuestEmail: b.CustomerEmail, GuestPhone: b.CustomerPhone,
		GuestLanguage: b.Language.OrDefault().Name(), Therapist: b.Therapist,
		LinkText: "email.manage.text", LinkButton: "email.manage.button",
	}
	v.SpaName, v.SpaAddress = spa.spaTexts(lang)
	if m.ManageToken != "" {
		v.ManageURL = spa.ManageURL(lang, m.ManageToken)
	}
	subject, ok := "", true
	if m.Kind == dayspa.KindPrivacyLink {
		if m.ManageToken == "" {
			return Email{}, fmt.Errorf("mailer: privacy link %d has no token", m.ID)
		}
		subject = loc.privacyWords(spa.PrivacyURL(lang, m.ManageToken), &v)
	} else if m.Kind == dayspa.KindPaymentLink {
		if q.Link == nil {
			return Email{}, fmt.Errorf("mailer: message %d names no payment link", m.ID)
		}
		subject = loc.paymentLinkWords(q.Link, spa.Location, &v)
	} else if m.Kind == dayspa.KindGiftCardEmail || m.Kind == dayspa.KindGiftCardCopy {
		if q.GiftCard == nil {
			return Email{}, fmt.Errorf("mailer: message %d names no gift card", m.ID)
		}
		subject = loc.giftCardWords(m.Kind, q.GiftCard, spa, &v)
	} else if m.Kind == dayspa.KindOfferEmail {
		if q.Offer == nil || q.Offer.Invoice == nil {
			return Email{}, fmt.Errorf("mailer: message %d names no package or membership with its invoice", m.ID)
		}
		subject = loc.offerWords(q.Offer, spa, &v)
	} else if m.Kind == dayspa.KindRenewalEmail {
		if q.Renewal == nil || q.Renewal.Status == dayspa.RenewalPaid && q.Renewal.Invoice == nil {
			return Email{}, fmt.Errorf("mailer: message %d names no membership charge with its invoice", m.ID)
		}
		subject = loc.renewalWords(q.Renewal, spa, &v)
	} else if m.Kind == dayspa.KindInvoiceEmail {
		if q.Document == nil {
			return Email{}, fmt.Errorf("mailer: message %d names no document", m.ID)
		}
		subject = loc.documentWords(q.Document, &v)
	} else if m.Kind.ToGuest() {
		subject, ok = loc.subject(m.Kind, b, &v)
		if m.Kind == dayspa.KindLatePaymentRefunded {
			loc.lateRefundLines(b, &v)
		} else {
			v.Lines = append(v.Lines, loc.depositLines(b, spa.Location)...)
		}
	} else {
		subject = spaNotice(b, &v)
	}
	if !ok {
		return Email{}, fmt.Errorf("mailer: message %d of unknown kind %q", m.ID, m.Kind)
	}
	var text, html bytes.Buffer
	if err := loc.text.Execute(&text, v); err != nil {
		return Email{}, fmt.Errorf("mailer: text of message %d: %w", m.ID, err)
	}
	if err := loc.html.Execute(&html, v); err != nil {
		return Email{}, fmt.Errorf("mailer: HTML of message %d: %w", m.ID, err)
	}
	e := Email{To: m.Recipient, RenderedMessage: dayspa.RenderedMessage{Subject: subject, Text: text.String(), HTML: html.String()}}
	var err error
	switch {
	case m.Kind == dayspa.KindInvoiceEmail:
		e.AttachmentName, e.Attachment, err = documentPDF(q.Document, m.ID)
	case q.Offer != nil:
		e.AttachmentName, e.Attachment, err = documentPDF(q.Offer.Invoice, m.ID)
	case q.Renewal != nil && q.Renewal.Invoice != nil:
		e.AttachmentName, e.Attachment, err = documentPDF(q.Renewal.Invoice, m.ID)
	case q.GiftCard != nil:
		e.AttachmentName, e.Attachment, err = giftCardPDF(q, spa, lang)
	}
	if err != nil {
		return Email{}, err
	}
	if m.Calendar {
		e.Method = string(ics.MethodRequest)
		if m.Kind == dayspa.KindCancelled {
			e.Method = string(ics.MethodCancel)
		}
		e.Calendar = Calendar(q, spa, start, end, m.CreatedAt)
	}
	return e, nil
}

// messageLanguage is the language q is written in: the document's for a
// message that sends one, the booking's for another message to the guest,
// English for the spa's own notice.
func messageLanguage(q dayspa.QueuedMessage) dayspa.Language {
	if !q.Message.Kind.ToGuest() {
		return dayspa.English
	}
	if q.Document != nil {
		return q.Document.Language.OrDefault()
	}
	return q.Booking.Language.OrDefault()
}

// Calendar writes the .ics file of q's booking (RFC 5545): one VEVENT
// whose UID is the booking's for every version, SEQUENCE the booking's
// version (each change the guest is told of raises it), the times in UTC,
// METHOD:REQUEST, or METHOD:CANCEL with STATUS:CANCELLED for a
// cancellation. Its summary and description are in the booking's language
// (with LANGUAGE=ar on an Arabic one's); the location is the configured
// name and address.
func Calendar(q dayspa.QueuedMessage, spa Spa, start, end, stamp time.Time) []byte {
	cal := ics.NewCalendar()
	cal.SetProductId("-//" + spa.Name + "//Bookings//EN")
	method := ics.MethodRequest
	if q.Message.Kind == dayspa.KindCancelled {
		method = ics.MethodCancel
	}
	cal.SetMethod(method)
	ev := cal.AddEvent(BookingUID(q.Booking.ID, spa))
	ev.SetDtStampTime(stamp.UTC())
	ev.SetStartAt(start.UTC())
	ev.SetEndAt(end.UTC())
	ev.SetSequence(q.Message.BookingVersion)
	lang := messageLanguage(q)
	manage := ""
	if q.Message.ManageToken != "" {
		manage = spa.ManageURL(lang, q.Message.ManageToken)
	}
	summary, desc := localeOf(lang).event(q.Booking, spa, manage)
	var params []ics.PropertyParameter
	if lang != dayspa.English {
		params = append(params, &ics.KeyValues{Key: string(ics.ParameterLanguage), Value: []string{string(lang)}})
	}
	ev.SetSummary(summary, params...)
	ev.SetLocation(spa.Name + ", " + spa.Address)
	ev.SetDescription(desc, params...)
	if spa.Email != "" {
		ev.SetOrganizer("mailto:"+spa.Email, ics.WithCN(spa.Name))
	}
	if method == ics.MethodCancel {
		ev.SetStatus(ics.ObjectStatusCancelled)
	} else {
		ev.SetStatus(ics.ObjectStatusConfirmed)
	}
	return []byte(cal.Serialize())
}

// BookingUID is the calendar UID of a booking: the same for every
// message about it, so a calendar updates the one event.
func BookingUID(id int64, spa Spa) string {
	host := "dayspa"
	if u, err := url.Parse(spa.BaseURL); err == nil && u.Hostname() != "" {
		host = u.Hostname()
	}
	return fmt.Sprintf("booking-%d@%s", id, host)
}
