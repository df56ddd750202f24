package dayspa

// The site's languages (issue 19): English at the addresses it always had,
// Arabic under /ar. The dashboard is English only; it shows and edits the
// Arabic texts.

// Language is a language the site is written in.
type Language string

const (
	LangEnglish Language = "en"
	LangArabic  Language = "ar"
)

// MsgLanguage refuses a language the site is not written in.
const MsgLanguage = "Language must be en or ar."

// ParseLanguage reads a language code as a request gives it: "" is
// English, the default; anything but "en" or "ar" is a field error on
// field.
func ParseLanguage(field, s string) (Language, error) {
	switch Language(s) {
	case "", LangEnglish:
		return LangEnglish, nil
	case LangArabic:
		return LangArabic, nil
	}
	return "", FieldError(field, MsgLanguage)
}

// Other is the site's other language: Arabic for English, English for
// Arabic.
func (l Language) Other() Language {
	if l == LangArabic {
		return LangEnglish
	}
	return LangArabic
}
