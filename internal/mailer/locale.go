package mailer

import (
	_ "embed"
	htmltemplate "html/template"
	"strconv"
	"strings"
	texttemplate "text/template"

	"github.com/dayspa/dayspa"
)

// A message's words are its language's catalogue's (dayspa.Words): the
// subject, heading and lines of each kind ("email.confirmed.subject"),
// the labels, the calendar file's summary and description. Its layout is
// its direction's: left to right (English) or right to left (Arabic),
// which differ in more than the words — an Arabic message is right to
// left, in Modern Standard Arabic addressed to the guest without assuming
// their gender, and what must read left to right inside it (phone
// numbers, e-mail addresses, the address, the spa's name, the price's
// number) is in a dir="ltr" element or <bdi> in the HTML, and between
// left-to-right marks (U+200E) in the plain text and the calendar file,
// where no markup can say it. A language is added by its catalogue alone.

//go:embed templates/message.ltr.html
var ltrHTML string

//go:embed templates/message.ltr.txt
var ltrText string

//go:embed templates/message.rtl.html
var rtlHTML string

//go:embed templates/message.rtl.txt
var rtlText string

// lrm is the left-to-right mark.
const lrm = "\u200e"

// ltr keeps s left to right inside right-to-left plain text: between marks,
// "+971 4 123 4567" is not shown as "4567 123 4 971+".
func ltr(s string) string { return lrm + s + lrm }

// htmlFuncs wrap a value that a right-to-left message's HTML keeps in its
// own direction: bdi the guest's own words, ltrSpan a number.
var htmlFuncs = htmltemplate.FuncMap{
	"bdi": func(s string) htmltemplate.HTML { return htmltemplate.HTML("<bdi>" + escapeText(s) + "</bdi>") },
	"ltrSpan": func(s string) htmltemplate.HTML {
		return htmltemplate.HTML(`<span dir="ltr">` + escapeText(s) + "</span>")
	},
}

// escapeText escapes s as html/template escapes text between tags, so a
// catalogue's text written through TH reads exactly as through T.
func escapeText(s string) string {
	return strings.ReplaceAll(htmltemplate.HTMLEscapeString(s), "+", "&#43;")
}

// layout is the templates of one writing direction.
type layout struct {
	html *htmltemplate.Template
	text *texttemplate.Template
	rtl  bool
}

var (
	leftToRight = layout{
		html: htmltemplate.Must(htmltemplate.New("html").Funcs(htmlFuncs).Parse(ltrHTML)),
		text: texttemplate.Must(texttemplate.New("text").Funcs(texttemplate.FuncMap{"ltr": ltr}).Parse(ltrText)),
	}
	rightToLeft = layout{
		html: htmltemplate.Must(htmltemplate.New("html").Funcs(htmlFuncs).Parse(rtlHTML)),
		text: texttemplate.Must(texttemplate.New("text").Funcs(texttemplate.FuncMap{"ltr": ltr}).Parse(rtlText)),
		rtl:  true,
	}
)

// locale is how the messages of one language are written: its words and
// its direction's layout.
type locale struct {
	lang  dayspa.Language
	words dayspa.Catalogue
	layout
}

// localeOf is lang's locale.
func localeOf(lang dayspa.Language) locale {
	w := dayspa.Words(lang)
	l := locale{lang: lang, words: w, layout: leftToRight}
	if w.RightToLeft() {
		l.layout = rightToLeft
	}
	return l
}

// status is s as the language says it; a status no catalogue knows as
// the API writes it.
func (l locale) status(s dayspa.BookingStatus) string {
	if key := "status." + string(s); l.words.Has(key) {
		return l.words.Text(key)
	}
	return string(s)
}

// subject fills v's heading and lines for a message of kind k to the
// guest and returns its subject: the catalogue's "email.{kind}.subject",
// ".heading" and ".line1", ".line2", …; false for a kind it has no words
// for. A change says the kept therapist preference, a cancellation its
// reason.
func (l locale) subject(k dayspa.MessageKind, b dayspa.MessageBooking, v *view) (string, bool) {
	prefix := "email." + string(k) + "."
	if !l.words.Has(prefix + "subject") {
		return "", false
	}
	subject := l.words.Text(prefix+"subject", "service", v.Service, "date", v.Date, "time", v.Time)
	v.Heading = l.words.Text(prefix + "heading")
	for i := 1; l.words.Has(prefix + "line" + strconv.Itoa(i)); i++ {
		v.Lines = append(v.Lines, l.words.Text(prefix+"line"+strconv.Itoa(i)))
	}
	switch k {
	case dayspa.KindChanged:
		if b.Therapist != "" {
			v.Lines = append(v.Lines, l.words.Text("email.changed.therapist_kept", "therapist", b.Therapist))
		}
	case dayspa.KindCancelled:
		v.Reason = l.reason(b.Reason)
	}
	return subject, true
}

// reason is a cancellation's reason as the message says it: the guest's
// own cancellation in the message's language, the manager's words as
// written.
func (l locale) reason(reason string) string {
	if reason == dayspa.GuestCancelReason {
		return l.words.Text("email.cancelled.guest_reason")
	}
	return reason
}

// event writes the calendar file's summary and description; manage is
// the manage link, "" when the message carries none. Right to left, the
// phone numbers stay left to right between marks.
func (l locale) event(b dayspa.MessageBooking, spa Spa, manage string) (summary, description string) {
	phone, whatsApp := spa.Phone, "+"+spa.WhatsApp
	if l.rtl {
		phone, whatsApp = ltr(phone), ltr(whatsApp)
	}
	description = l.words.Text("calendar.description", "phone", phone, "whatsapp", whatsApp)
	if manage != "" {
		description += l.words.Text("calendar.manage", "url", manage)
	}
	return l.words.Text("calendar.summary", "service", b.ServiceNameIn(l.lang), "spa", spa.Name), description
}

// spaNotice fills v for the spa's own notice of a new request and returns
// its subject. It is for the team, who read the dashboard in English, so
// it is always English and its words are not a guest catalogue's.
func spaNotice(b dayspa.MessageBooking, v *view) string {
	v.Heading = "New booking request"
	v.Lines = []string{b.CustomerName + " asked for an appointment. Please confirm it in the dashboard."}
	v.ForSpa = true
	return "New booking request: " + b.ServiceName + ", " + v.Date + " at " + v.Time
}
