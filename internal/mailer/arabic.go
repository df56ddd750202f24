package mailer

import (
	_ "embed"
	htmltemplate "html/template"
	texttemplate "text/template"

	"github.com/dayspa/dayspa"
)

// The Arabic messages (issue 19): right to left, in Modern Standard Arabic
// addressed to the guest without assuming their gender, with the dates,
// times and prices the team writes in Arabic (dayspa.FormatLongDate,
// Format12Ar, FormatPrice in Arabic). What must read left to right inside them —
// phone numbers, e-mail addresses, the address, the spa's name, the price's
// number — is in a dir="ltr" element in the HTML, and between
// left-to-right marks (U+200E) in the plain text and the calendar file,
// where no markup can say it.

//go:embed templates/message.ar.html
var arabicHTML string

//go:embed templates/message.ar.txt
var arabicText string

// lrm is the left-to-right mark.
const lrm = "\u200e"

// ltr keeps s left to right inside right-to-left plain text: between marks,
// "+971 4 123 4567" is not shown as "4567 123 4 971+".
func ltr(s string) string { return lrm + s + lrm }

var arabic = locale{
	html:    htmltemplate.Must(htmltemplate.New("html").Parse(arabicHTML)),
	text:    texttemplate.Must(texttemplate.New("text").Funcs(texttemplate.FuncMap{"ltr": ltr}).Parse(arabicText)),
	date:    func(d dayspa.Date) string { return dayspa.FormatLongDate(d, dayspa.Arabic) },
	clock:   func(m int) string { return dayspa.FormatTime(m, dayspa.Arabic) },
	price:   func(m dayspa.Money) string { return dayspa.FormatPrice(m, dayspa.Arabic) },
	minutes: func(n int) string { return dayspa.FormatMinutes(n, dayspa.Arabic) },
	status:  arabicStatus,
	words:   arabicWords,
	event: func(b dayspa.MessageBooking, spa Spa, manage string) (string, string) {
		desc := "الهاتف " + ltr(spa.Phone) + "، واتساب " + ltr("+"+spa.WhatsApp)
		if manage != "" {
			desc += ". لتعديل الموعد أو إلغائه: " + manage
		}
		return b.ServiceNameIn(dayspa.Arabic) + " في " + spa.Name, desc
	},
}

func arabicWords(k dayspa.MessageKind, b dayspa.MessageBooking, v *view) (string, bool) {
	var subject string
	switch k {
	case dayspa.KindRequestReceived:
		subject = "تلقينا طلب حجزك: " + v.Service + " يوم " + v.Date
		v.Heading = "شكرًا لك، طلبك بين أيدينا"
		v.Lines = []string{"سنؤكد موعدك خلال 15 دقيقة في أوقات العمل.",
			"وإلى ذلك الحين، يبقى الموعد محجوزًا باسمك."}
	case dayspa.KindConfirmed:
		subject = "تأكيد موعدك: " + v.Service + " يوم " + v.Date
		v.Heading = "تم تأكيد موعدك"
		v.Lines = []string{"يسعدنا أن نستقبلك قريبًا، ويمكنك إضافة الموعد إلى تقويمك من الملف المرفق."}
	case dayspa.KindReminder:
		subject = "تذكير بموعدك: " + v.Service + " يوم " + v.Date + " الساعة " + v.Time
		v.Heading = "نراك قريبًا"
		v.Lines = []string{"نذكّرك بموعدك القادم معنا، ونرجو الحضور قبل الموعد بعشر دقائق."}
	case dayspa.KindChanged:
		subject = "تعديل موعدك: " + v.Service + " يوم " + v.Date + " الساعة " + v.Time
		v.Heading = "تم تعديل موعدك"
		v.Lines = []string{"إليك تفاصيل موعدك الجديدة."}
		if b.Therapist != "" {
			v.Lines = append(v.Lines, "وما زال تفضيلك للمعالِج كما هو: "+b.Therapist+".")
		}
	case dayspa.KindCancelled:
		subject = "إلغاء موعدك: " + v.Service + " يوم " + v.Date
		v.Heading = "تم إلغاء موعدك"
		v.Lines = []string{"يؤسفنا ألّا نلقاك هذه المرة، ويسعدنا أن نستقبلك في يوم آخر."}
		v.Reason = arabicReason(b.Reason)
	default:
		// The spa's own notice is always English.
		return "", false
	}
	return subject, true
}

// arabicReason is a cancellation's reason as the Arabic message says it:
// the guest's own cancellation in Arabic, the manager's words as written.
func arabicReason(reason string) string {
	if reason == dayspa.GuestCancelReason {
		return "تم الإلغاء بطلب منك عبر الموقع."
	}
	return reason
}

func arabicStatus(s dayspa.BookingStatus) string {
	switch s {
	case dayspa.StatusPending:
		return "بانتظار التأكيد"
	case dayspa.StatusConfirmed:
		return "مؤكد"
	case dayspa.StatusCancelled:
		return "ملغى"
	case dayspa.StatusCompleted:
		return "مكتمل"
	case dayspa.StatusNoShow:
		return "لم يتم الحضور"
	}
	return string(s)
}
