package dayspa

import "strings"

// Business is the spa's public identity, as configured: every page shows
// it and links to it, and the structured data describes it.
type Business struct {
	Name string
	// ShortName is the name in the logo and short titles; "" is Name.
	ShortName string
	// Hotel is the hotel the spa is in, as the pages name it; "" is Street.
	Hotel    string
	Phone    string // as people read it: +971 4 123 4567
	WhatsApp string // country code and number, digits only, as wa.me wants them
	Email    string
	Street   string // hotel and street
	District string
	City     string
	Country  string // ISO 3166-1 alpha-2: AE
	// PriceRange is schema.org's priceRange: "AED 280-750".
	PriceRange string
	// The social profiles, https:// URLs; "" shows no link.
	Facebook, Instagram, Twitter string
	// Arabic is how the Arabic pages write the names and the address; a
	// field left "" is written as in English.
	Arabic BusinessNames
}

// BusinessNames are the spa's details that one language writes its own
// way: the names and the address, and the price range.
type BusinessNames struct {
	Name, ShortName, Hotel, Street, District, City, PriceRange string
}

// In returns the details as the pages of lang write them.
func (b Business) In(lang Language) Business {
	if lang != Arabic {
		return b
	}
	pick := func(arabic, english string) string {
		if strings.TrimSpace(arabic) == "" {
			return english
		}
		return arabic
	}
	a := b.Arabic
	out := b
	out.Name, out.ShortName, out.Hotel = pick(a.Name, b.Name), pick(a.ShortName, b.ShortName), pick(a.Hotel, b.Hotel)
	if strings.TrimSpace(a.ShortName) == "" && strings.TrimSpace(a.Name) != "" {
		out.ShortName = "" // the Arabic name, not the English short one
	}
	out.Street, out.District, out.City = pick(a.Street, b.Street), pick(a.District, b.District), pick(a.City, b.City)
	out.PriceRange = pick(a.PriceRange, b.PriceRange)
	return out
}

// HotelName is the hotel the pages name: the configured one, else the
// street address (which names the building).
func (b Business) HotelName() string {
	if b.Hotel == "" {
		return b.Street
	}
	return b.Hotel
}
