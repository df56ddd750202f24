package dayspa_test

import (
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
)

// realNames are names people have, in many scripts: every text field must
// take them.
var realNames = []string{
	"Layla Haddad",
	"Zoë O'Brien-Smith",
	"D’Angelo Núñez",
	"Nguyễn Thị Minh Khai",
	"Ólafur Arnalds",
	"Jo",
	"ليلى حداد",
	"مُحَمَّد الأَمِين",      // Arabic with its vowel marks
	"محمد\u200cرضا",          // Persian: a zero-width non-joiner inside the word
	"Анна Каренина",          // Cyrillic
	"Σωκράτης",               // Greek
	"דוד לוי",                // Hebrew
	"अर्जुन शर्मा",           // Devanagari, with virama
	"क्\u200dष",              // Devanagari: a zero-width joiner asks for the half form
	"ग्\u200cया",             // and a non-joiner for the explicit virama
	"สมชาย ใจดี",             // Thai
	"김민수",                    // Hangul
	"李小龙",                    // Han
	"Ali\u200f",              // a right-to-left mark, as some keyboards type
	"Sara 🌸",                 // emoji
	"Family 👩\u200d👩\u200d👧", // emoji joined by ZWJ
	"Le\u0301a",              // a decomposed accent
}

// hostileOneLine are what no one-line field (a name, an address) holds.
var hostileOneLine = []struct{ name, s string }{
	{"NUL", "La\x00yla"},
	{"ESC", "Lay\x1b[31mla"},
	{"BEL", "Layla\a"},
	{"DEL", "Lay\x7fla"},
	{"C1NEL", "Lay\u0085la"},
	{"C1CSI", "Lay\u009bla"},
	{"Newline", "Layla\nHaddad"},
	{"CarriageReturn", "Layla\rHaddad"},
	{"Tab", "Layla\tHaddad"},
	{"LineSeparator", "Layla\u2028Haddad"},
	{"ParagraphSeparator", "Layla\u2029Haddad"},
	{"RightToLeftOverride", "\u202eadlyaL"},
	{"LeftToRightOverride", "Layla\u202d"},
	{"RightToLeftEmbedding", "Layla\u202b"},
	{"LeftToRightEmbedding", "Layla\u202a"},
	{"PopDirectional", "Layla\u202c"},
	{"Isolates", "Layla \u2066x\u2069"},
	{"FirstStrongIsolate", "Layla\u2068"},
	{"InvalidUTF8", "La\xffyla"},
	{"TruncatedUTF8", "Layla\xd8"},
	{"Replacement", "Lay\ufffdla"},
	{"Noncharacter", "Layla\ufdd0"},
	{"NoncharacterFFFF", "Layla\uffff"},
	{"NoncharacterPlane1", "Layla\U0001fffe"},
}

// invisibleNames have two characters or more, none of which shows.
var invisibleNames = []struct{ name, s string }{
	{"ZeroWidthSpaces", "\u200b\u200b"},
	{"Joiners", "\u200c\u200d\u200c"},
	{"WordJoiners", "\u2060\u2060"},
	{"ByteOrderMarks", "\ufeff\ufeff"},
	{"SoftHyphens", "\u00ad\u00ad"},
	{"DirectionMarks", "\u200e\u200f"},
	{"HangulFillers", "\u3164\u3164"},
	{"HalfwidthHangulFillers", "\uffa0\uffa0"},
	{"BrailleBlanks", "\u2800\u2800"},
	{"CombiningMarksAlone", "\u0301\u0301"},
	{"VariationSelectors", "\ufe0f\ufe0f"},
	{"GraphemeJoiners", "\u034f\u034f"},
	{"TagCharacters", "\U000e0041\U000e0042"},
	{"MongolianVowelSeparators", "\u180e\u180e"},
	{"SpacesBetweenZeroWidth", "\u200b  \u200b"},
	{"OneLetterAndZeroWidth", "a\u200b\u200b"},
}

func TestValidText(t *testing.T) {
	for _, s := range realNames {
		if !dayspa.ValidText(s, dayspa.OneLine) || !dayspa.ValidText(s, dayspa.MultiLine) {
			t.Errorf("ValidText(%q) = false, want true", s)
		}
	}
	for _, tt := range hostileOneLine {
		if dayspa.ValidText(tt.s, dayspa.OneLine) {
			t.Errorf("%s: ValidText(%q, OneLine) = true, want false", tt.name, tt.s)
		}
	}
	// A multi-line field keeps its lines and tabs, and nothing else of the list.
	lines := map[string]bool{"Newline": true, "CarriageReturn": true, "Tab": true, "LineSeparator": true, "ParagraphSeparator": true}
	for _, tt := range hostileOneLine {
		if got := dayspa.ValidText(tt.s, dayspa.MultiLine); got != lines[tt.name] {
			t.Errorf("%s: ValidText(%q, MultiLine) = %v, want %v", tt.name, tt.s, got, lines[tt.name])
		}
	}
	if !dayspa.ValidText("Dear spa,\r\n\tDo you open on Fridays?\n\nThanks", dayspa.MultiLine) {
		t.Error("a letter with lines and a tab is refused")
	}
}

func TestVisibleLen(t *testing.T) {
	for _, tt := range []struct {
		s    string
		want int
	}{
		{"", 0},
		{"   ", 0},
		{"Jo", 2},
		{"A B", 3},
		{"Hi\nthere", 8},
		{"Le\u0301a", 4}, // a combining accent counts, as the form counts it
		{"मि", 2},        // a letter and its vowel sign
		{"क्\u200dष", 3}, // the joiner is not a character one sees
		{"محمد\u200cرضا", 7},
		{"a\u200b", 1},
		{"🌸", 1},
	} {
		if got := dayspa.VisibleLen(tt.s); got != tt.want {
			t.Errorf("VisibleLen(%q) = %d, want %d", tt.s, got, tt.want)
		}
	}
	for _, tt := range invisibleNames {
		if got := dayspa.VisibleLen(tt.s); got >= 2 {
			t.Errorf("%s: VisibleLen(%q) = %d, want < 2", tt.name, tt.s, got)
		}
	}
}

func TestPhoneDigits(t *testing.T) {
	for in, want := range map[string]string{
		"+971 50 123 4567": "971501234567",
		"(050) 123-4567":   "0501234567",
		"971.50.123.4567":  "971501234567",
		"":                 "",
	} {
		if got := dayspa.PhoneDigits(in); got != want {
			t.Errorf("PhoneDigits(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestTextFieldsRefuseHostileText sends every hostile text to every text
// field of every form and expects that field's own message; real names in
// every script pass everywhere.
func TestTextFieldsRefuseHostileText(t *testing.T) {
	rules := rulesAt(t, "2026-11-22 08:00")
	svc := massage60
	type field struct {
		name      string
		multiline bool
		msg       string
		// check validates a form whose field holds v and returns the
		// field's message ("" when accepted).
		check func(v string) string
	}
	fieldOf := func(err error, key string) string { return dayspa.ErrorFields(err)[key] }
	booking := func(edit func(r *dayspa.BookingRequest)) error {
		r := dayspa.BookingRequest{ServiceID: svc.ID, CustomerName: "Layla Haddad", CustomerEmail: "layla@example.ae",
			CustomerPhone: "+971 50 123 4567", BookingDate: "2026-11-29", BookingTime: "10:00"}
		edit(&r)
		_, err := r.Validate(rules, &svc)
		return err
	}
	contact := func(edit func(m *dayspa.ContactMessage)) error {
		m := dayspa.ContactMessage{Name: "Layla", Email: "layla@example.ae", Message: "Do you open on Fridays?"}
		edit(&m)
		return m.Validate()
	}
	service := func(edit func(s *dayspa.Service)) error {
		s := dayspa.Service{Name: "Hammam", Category: dayspa.CategoryBody, Duration: 60, Price: dayspa.AED(300)}
		edit(&s)
		return s.Validate()
	}
	income := func(key string, v string) error {
		str := func(s string) *string { return &s }
		in := dayspa.IncomeInput{TransactionDate: str("2026-11-22"), Source: str("Dv"), CustomerName: str("Layla"),
			ServiceName: str("Massage"), TherapistName: str("Mina"), ServiceCategory: str("Body"), Notes: str("Paid")}
		switch key {
		case "customerName":
			in.CustomerName = &v
		case "therapistName":
			in.TherapistName = &v
		case "serviceCategory":
			in.ServiceCategory = &v
		case "notes":
			in.Notes = &v
		}
		u, err := in.Parse(rules.Clock.Location)
		if err != nil {
			return err
		}
		_, err = dayspa.NewIncomeTransaction(u)
		return err
	}
	report := func(edit func(p *dayspa.PDFUpload)) error {
		p := dayspa.PDFUpload{FileName: "nov.pdf", ReportType: "daily", ReportDate: dayspa.Date{Year: 2026, Month: 11, Day: 22}}
		edit(&p)
		return p.Validate()
	}
	long := " and a little more so that any message is long enough"
	fields := []field{
		{"booking customerName", false, dayspa.MsgName.Text, func(v string) string {
			return fieldOf(booking(func(r *dayspa.BookingRequest) { r.CustomerName = v }), "customerName")
		}},
		{"booking specialRequests", true, dayspa.MsgHiddenChars.Text, func(v string) string {
			return fieldOf(booking(func(r *dayspa.BookingRequest) { r.SpecialRequests = v }), "specialRequests")
		}},
		{"contact name", false, dayspa.MsgName.Text, func(v string) string {
			return fieldOf(contact(func(m *dayspa.ContactMessage) { m.Name = v }), "name")
		}},
		{"contact message", true, dayspa.MsgMessage.Text, func(v string) string {
			return fieldOf(contact(func(m *dayspa.ContactMessage) { m.Message = v + long }), "message")
		}},
		{"service name", false, "Name must be between 2 and 100 characters.", func(v string) string {
			return fieldOf(service(func(s *dayspa.Service) { s.Name = v }), "name")
		}},
		{"service description", true, dayspa.MsgHiddenChars.Text, func(v string) string {
			return fieldOf(service(func(s *dayspa.Service) { s.Description = v }), "description")
		}},
		{"income customerName", false, dayspa.MsgIncomeCustomer.Text, func(v string) string {
			return fieldOf(income("customerName", v), "customerName")
		}},
		{"income therapistName", false, dayspa.MsgIncomeTherapist.Text, func(v string) string {
			return fieldOf(income("therapistName", v), "therapistName")
		}},
		{"income serviceCategory", false, dayspa.MsgHiddenChars.Text, func(v string) string {
			return fieldOf(income("serviceCategory", v), "serviceCategory")
		}},
		{"income notes", true, dayspa.MsgHiddenChars.Text, func(v string) string {
			return fieldOf(income("notes", v), "notes")
		}},
		{"report description", true, dayspa.MsgHiddenChars.Text, func(v string) string {
			return fieldOf(report(func(p *dayspa.PDFUpload) { p.Description = v }), "description")
		}},
		{"report fileName", false, dayspa.MsgReportFileName.Text, func(v string) string {
			return fieldOf(report(func(p *dayspa.PDFUpload) { p.FileName = v + ".pdf" }), "fileName")
		}},
	}
	// Controls below U+0020 leave a file name before it is checked (the
	// browser's file name is cleaned, not refused), so the report's file
	// name meets only the rest of the list.
	strippedFromFileNames := map[string]bool{"NUL": true, "ESC": true, "BEL": true, "DEL": true, "Newline": true, "CarriageReturn": true, "Tab": true}
	lines := map[string]bool{"Newline": true, "CarriageReturn": true, "Tab": true, "LineSeparator": true, "ParagraphSeparator": true}
	for _, fd := range fields {
		t.Run(fd.name, func(t *testing.T) {
			for _, name := range realNames {
				if msg := fd.check(name); msg != "" {
					t.Errorf("real name %q refused: %q", name, msg)
				}
			}
			for _, tt := range hostileOneLine {
				want := fd.msg
				if fd.multiline && lines[tt.name] || fd.name == "report fileName" && strippedFromFileNames[tt.name] {
					want = ""
				}
				if got := fd.check(tt.s); got != want {
					t.Errorf("%s %q: message %q, want %q", tt.name, tt.s, got, want)
				}
			}
		})
	}
	// A name must show: two zero-width characters are not two characters.
	for _, tt := range invisibleNames {
		if got := fieldOf(booking(func(r *dayspa.BookingRequest) { r.CustomerName = tt.s }), "customerName"); got != dayspa.MsgName.Text {
			t.Errorf("booking name %s: %q, want %q", tt.name, got, dayspa.MsgName.Text)
		}
		if got := fieldOf(contact(func(m *dayspa.ContactMessage) { m.Name = tt.s }), "name"); got != dayspa.MsgName.Text {
			t.Errorf("contact name %s: %q, want %q", tt.name, got, dayspa.MsgName.Text)
		}
		if got := fieldOf(income("customerName", tt.s), "customerName"); got != dayspa.MsgIncomeCustomer.Text && tt.name != "OneLetterAndZeroWidth" {
			t.Errorf("income customer %s: %q, want %q", tt.name, got, dayspa.MsgIncomeCustomer.Text)
		}
	}
	zw := strings.Repeat("\u200b", 12)
	if got := fieldOf(contact(func(m *dayspa.ContactMessage) { m.Message = zw }), "message"); got != dayspa.MsgMessage.Text {
		t.Errorf("a message of zero-width spaces: %q, want %q", got, dayspa.MsgMessage.Text)
	}
	// An e-mail address is text too.
	for _, e := range []string{"lay\u202ela@example.ae", "layla@exa\x00mple.ae", "layla@example.ae\n"} {
		if dayspa.ValidEmail(e) {
			t.Errorf("ValidEmail(%q) = true", e)
		}
	}
}

// TestValidEmail: a guest's address is a plain one at a host name. An
// address literal, a bare IP address or a name without a dot is refused
// by the one rule every form with a guest's e-mail uses (booking, contact,
// newsletter), with the e-mail message under the form's own field.
func TestValidEmail(t *testing.T) {
	rules := rulesAt(t, "2026-11-22 08:00")
	svc := massage60
	forms := map[string]func(email string) string{
		"booking": func(email string) string {
			r := dayspa.BookingRequest{ServiceID: svc.ID, CustomerName: "Layla Haddad", CustomerEmail: email,
				CustomerPhone: "+971 50 123 4567", BookingDate: "2026-11-29", BookingTime: "10:00"}
			_, err := r.Validate(rules, &svc)
			return dayspa.ErrorFields(err)["customerEmail"]
		},
		"contact": func(email string) string {
			m := dayspa.ContactMessage{Name: "Layla", Email: email, Message: "Do you open on Fridays?"}
			return dayspa.ErrorFields(m.Validate())["email"]
		},
		"newsletter": func(email string) string {
			_, err := dayspa.ValidateSubscriberEmail(email)
			return dayspa.ErrorFields(err)["email"]
		},
	}
	for _, tt := range []struct {
		email string
		ok    bool
	}{
		{"layla@example.ae", true},
		{"layla.haddad+spa@mail.example.co.uk", true},
		{"o'neil@sub-domain.example.com", true},
		{"layla@xn--mgbh0fb.example", true},
		{"layla@مثال.امارات", true},
		{"layla@123.example", true},
		{"eve@[127.0.0.1]", false},
		{"eve@[IPv6:::1]", false},
		{"eve@127.0.0.1", false},
		{"eve@localhost", false},
		{"eve@example", false},
		{"eve@example.", false},
		{"eve@.example.com", false},
		{"eve@example..com", false},
		{"eve@-example.com", false},
		{"eve@example-.com", false},
		{"eve@exa_mple.com", false},
		{"eve@example.123", false},
		{"eve@" + strings.Repeat("a", 64) + ".com", false},
		{"eve@example.com.", false},
		{"eve", false},
		{"@example.com", false},
	} {
		if got := dayspa.ValidEmail(tt.email); got != tt.ok {
			t.Errorf("ValidEmail(%q) = %v, want %v", tt.email, got, tt.ok)
		}
		for name, check := range forms {
			want := dayspa.MsgEmail.Text
			if tt.ok {
				want = ""
			}
			if got := check(tt.email); got != want {
				t.Errorf("%s with %q: e-mail message %q, want %q", name, tt.email, got, want)
			}
		}
	}
}
