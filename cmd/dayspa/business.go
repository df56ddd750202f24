package main

import (
	"net/mail"
	"net/url"
	"regexp"
	"strings"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/mailer"
)

// BusinessConfig is the spa's public details: every page shows them and
// the booking hands requests to the WhatsApp number, so the web app reads
// them from the page the server sends, never from its own build. The
// defaults are placeholders until the spa supplies its own; the social
// links are shown only when set.
type BusinessConfig struct {
	Name       string `env:"NAME" envDefault:"Serenity Day Spa Dubai" help:"the spa's name"`
	ShortName  string `env:"SHORT_NAME" help:"the name in the logo and page titles; unset = the name without the city at its end"`
	Hotel      string `env:"HOTEL" envDefault:"The Sandstone Hotel" help:"the hotel the spa is in, as the pages name it"`
	Phone      string `env:"PHONE" envDefault:"+971 4 123 4567" help:"phone number as people read it (tap-to-call dials its digits)"`
	WhatsApp   string `env:"WHATSAPP" envDefault:"971501234567" help:"WhatsApp number that receives the bookings: country code and number, digits only"`
	Email      string `env:"EMAIL" envDefault:"hello@serenitydayspa.ae" help:"e-mail address"`
	Address    string `env:"ADDRESS" envDefault:"The Sandstone Hotel, Sheikh Zayed Road" help:"hotel and street"`
	District   string `env:"DISTRICT" envDefault:"Al Barsha 1" help:"district"`
	City       string `env:"CITY" envDefault:"Dubai" help:"city"`
	Country    string `env:"COUNTRY" envDefault:"AE" help:"country code (ISO 3166-1)"`
	PriceRange string `env:"PRICE_RANGE" envDefault:"AED 280-750" help:"price range in page descriptions and structured data"`
	Facebook   string `env:"FACEBOOK" help:"Facebook page, an https:// URL; unset = no Facebook link"`
	Instagram  string `env:"INSTAGRAM" help:"Instagram profile, an https:// URL; unset = no Instagram link"`
	Twitter    string `env:"TWITTER" help:"Twitter/X profile, an https:// URL; unset = no Twitter link"`

	// The Arabic pages' names and address (arabicNames says what an
	// unset one is).
	NameAr      string `env:"NAME_AR" help:"the spa's name on the Arabic pages; unset = the Arabic of the placeholder name while the name is the placeholder, else the name"`
	ShortNameAr string `env:"SHORT_NAME_AR" help:"the short name on the Arabic pages; unset = the Arabic name without the Arabic city at its end"`
	HotelAr     string `env:"HOTEL_AR" help:"the hotel on the Arabic pages; unset as for NAME_AR"`
	AddressAr   string `env:"ADDRESS_AR" help:"hotel and street on the Arabic pages; unset as for NAME_AR"`
	DistrictAr  string `env:"DISTRICT_AR" help:"district on the Arabic pages; unset as for NAME_AR"`
	CityAr      string `env:"CITY_AR" help:"city on the Arabic pages; unset as for NAME_AR"`

	// The tax invoices' seller (invoice.go).
	TRN         string `env:"TRN" help:"the 15-digit tax registration number; unset = not registered for VAT (receipts without VAT)"`
	LegalName   string `env:"LEGAL_NAME" help:"the legal name on the tax invoices; unset = the spa's name"`
	LegalNameAr string `env:"LEGAL_NAME_AR" help:"the Arabic legal name on the tax invoices; unset = the Arabic pages' name"`
}

// placeholderArabic is the Arabic of each placeholder detail (the
// defaults above). An unset Arabic detail is its placeholder's Arabic while
// the English detail is still the placeholder, so that `make run` shows
// Arabic pages in Arabic; once the spa has set its own English detail, an
// unset Arabic one is the English, never a placeholder naming another spa.
var placeholderArabic = map[string]string{
	"Serenity Day Spa Dubai":                 "سيرينيتي داي سبا دبي",
	"The Sandstone Hotel":                    "فندق ساندستون",
	"The Sandstone Hotel, Sheikh Zayed Road": "فندق ساندستون، شارع الشيخ زايد",
	"Al Barsha 1":                            "البرشاء 1",
	"Dubai":                                  "دبي",
}

// arabicNames are the details the Arabic pages write their own way.
func (b BusinessConfig) arabicNames() dayspa.BusinessNames {
	arabic := func(set, english string) string {
		if strings.TrimSpace(set) != "" {
			return set
		}
		if ar, ok := placeholderArabic[english]; ok {
			return ar
		}
		return english
	}
	name, city := arabic(b.NameAr, b.Name), arabic(b.CityAr, b.City)
	short := b.ShortNameAr
	if strings.TrimSpace(short) == "" {
		short = shortName(name, city)
	}
	// "AED 280-750" is "280-750 د.إ": the amount as Arabic writes a price.
	price := b.PriceRange
	if amount, ok := strings.CutPrefix(price, "AED "); ok {
		price = dayspa.FormatAmount(amount, dayspa.Arabic)
	}
	return dayspa.BusinessNames{Name: name, ShortName: short, Hotel: arabic(b.HotelAr, b.Hotel),
		Street: arabic(b.AddressAr, b.Address), District: arabic(b.DistrictAr, b.District), City: city, PriceRange: price}
}

// shortName is name without city at its end ("Serenity Day Spa Dubai" in
// Dubai is "Serenity Day Spa", the logo saying the city on its own line).
func shortName(name, city string) string {
	short := strings.TrimSpace(name)
	if trimmed, ok := strings.CutSuffix(short, " "+strings.TrimSpace(city)); ok && strings.TrimSpace(trimmed) != "" {
		short = strings.TrimSpace(trimmed)
	}
	return short
}

// The forms the business details must have: a WhatsApp number as wa.me
// takes it (country code and number, no +), a phone number as people write
// one (tap-to-call dials its digits).
var (
	whatsAppNumber = regexp.MustCompile(`^[0-9]{8,15}$`)
	phoneNumber    = regexp.MustCompile(`^\+?[0-9 ()./-]+$`)
)

// validate checks the details every page shows and links to; the first
// bad one is a ConfigError naming its variable.
func (b *BusinessConfig) validate() error {
	const p = "DAYSPA_BUSINESS_"
	for _, f := range []struct {
		name, value string
		required    bool
	}{
		{"NAME", b.Name, true}, {"SHORT_NAME", b.ShortName, false}, {"HOTEL", b.Hotel, true},
		{"PHONE", b.Phone, true}, {"WHATSAPP", b.WhatsApp, true}, {"EMAIL", b.Email, true},
		{"ADDRESS", b.Address, true}, {"DISTRICT", b.District, true}, {"CITY", b.City, true},
		{"COUNTRY", b.Country, true}, {"PRICE_RANGE", b.PriceRange, false},
		{"FACEBOOK", b.Facebook, false}, {"INSTAGRAM", b.Instagram, false}, {"TWITTER", b.Twitter, false},
		{"NAME_AR", b.NameAr, false}, {"SHORT_NAME_AR", b.ShortNameAr, false}, {"HOTEL_AR", b.HotelAr, false},
		{"ADDRESS_AR", b.AddressAr, false}, {"DISTRICT_AR", b.DistrictAr, false}, {"CITY_AR", b.CityAr, false},
	} {
		if f.required && strings.TrimSpace(f.value) == "" {
			return configErrorf(p+f.name, "must not be empty")
		}
		if !dayspa.ValidText(f.value, dayspa.OneLine) {
			return configErrorf(p+f.name, "%q: want one line of text", f.value)
		}
	}
	digits := 0
	for _, r := range b.Phone {
		if r >= '0' && r <= '9' {
			digits++
		}
	}
	if !phoneNumber.MatchString(b.Phone) || digits < 7 || digits > 15 {
		return configErrorf(p+"PHONE", "%q: want a phone number of 7 to 15 digits, such as +971 4 123 4567", b.Phone)
	}
	if !whatsAppNumber.MatchString(b.WhatsApp) {
		return configErrorf(p+"WHATSAPP", "%q: want country code and number in 8 to 15 digits, nothing else, such as 971501234567", b.WhatsApp)
	}
	if a, err := mail.ParseAddress(b.Email); err != nil || a.Name != "" || a.Address != b.Email || !strings.Contains(a.Address[strings.LastIndex(a.Address, "@"):], ".") {
		return configErrorf(p+"EMAIL", "%q: want an e-mail address such as hello@spa.example", b.Email)
	}
	for _, f := range []struct{ name, value string }{{"FACEBOOK", b.Facebook}, {"INSTAGRAM", b.Instagram}, {"TWITTER", b.Twitter}} {
		if f.value == "" {
			continue
		}
		if u, err := url.Parse(f.value); err != nil || u.Scheme != "https" || u.Host == "" || u.User != nil {
			return configErrorf(p+f.name, "%q: want an https:// URL (unset it to show no link)", f.value)
		}
	}
	return nil
}

// mailSpa is what the e-mails say of the spa.
func (c *Config) mailSpa() mailer.Spa {
	b := c.Business
	ar := b.arabicNames()
	return mailer.Spa{Name: b.Name, Phone: b.Phone, WhatsApp: b.WhatsApp, Email: b.Email,
		Address: strings.Join(nonEmpty(b.Address, b.District, b.City), ", "),
		NameAr:  ar.Name, AddressAr: strings.Join(nonEmpty(ar.Street, ar.District, ar.City), "، "),
		BaseURL: c.BaseURL, Location: c.location}
}

func nonEmpty(parts ...string) []string {
	var out []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// business returns the details as the HTTP layer takes them.
func (c *Config) business() dayspa.Business {
	b := c.Business
	short := b.ShortName
	if short == "" {
		short = shortName(b.Name, b.City)
	}
	return dayspa.Business{
		Name: b.Name, ShortName: short, Hotel: b.Hotel, Phone: b.Phone, WhatsApp: b.WhatsApp, Email: b.Email,
		Street: b.Address, District: b.District, City: b.City, Country: b.Country,
		PriceRange: b.PriceRange, Facebook: b.Facebook, Instagram: b.Instagram, Twitter: b.Twitter,
		Arabic: b.arabicNames(),
	}
}
