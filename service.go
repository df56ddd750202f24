package dayspa

import (
	"context"
	"strings"
	"unicode/utf8"
)

// The four service categories, in the order the site shows them.
const (
	CategoryMassage = "Massage Therapy"
	CategoryFacial  = "Facial Treatments"
	CategoryBody    = "Body Treatments"
	CategoryCouples = "Couples Packages"
)

// Categories lists the service categories in display order.
var Categories = []string{CategoryMassage, CategoryFacial, CategoryBody, CategoryCouples}

// Service is a treatment the spa offers (docs/product.md, "Services").
type Service struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
	// NameAr and DescriptionAr are the Arabic name and description; ""
	// is not translated (an Arabic page shows the English instead).
	NameAr        string `json:"nameAr"`
	Description   string `json:"description"`
	DescriptionAr string `json:"descriptionAr"`
	Category      string `json:"category"`
	Duration      int    `json:"duration"` // minutes
	Price         Money  `json:"price"`
	IsActive      bool   `json:"isActive"`
	// PrepTime is the cleaning after each treatment, in minutes, during
	// which its room and therapists are not free.
	PrepTime int `json:"preparationTime"`
}

// Limits of a service's duration, in minutes: it must fit between opening
// and closing time.
const (
	MinServiceDuration = 15
	MaxServiceDuration = DefaultCloseMinute - DefaultOpenMinute
)

// Messages of the service form's Arabic fields, which follow the English
// ones' rules but may be left empty.
var (
	MsgServiceNameAr        = NewMsg("service.name_ar", "Arabic name must be between 2 and 100 characters.")
	MsgServiceDescriptionAr = NewMsg("service.description_ar", "Arabic description must be at most 1000 characters.")
)

// Validate trims a service's names and descriptions and checks its fields
// with the service form's messages. The Arabic name and description are
// optional; when given, they keep the English ones' rules.
func (s *Service) Validate() error {
	s.Name = strings.TrimSpace(s.Name)
	s.Description = strings.TrimSpace(s.Description)
	s.NameAr = strings.TrimSpace(s.NameAr)
	s.DescriptionAr = strings.TrimSpace(s.DescriptionAr)
	f := FieldErrors{}
	if !validServiceName(s.Name) {
		f.Add("name", MsgServiceName)
	}
	if s.NameAr != "" && !validServiceName(s.NameAr) {
		f.Add("nameAr", MsgServiceNameAr)
	}
	checkFreeText(f, "description", s.Description, 1000, MsgServiceDescription)
	checkFreeText(f, "descriptionAr", s.DescriptionAr, 1000, MsgServiceDescriptionAr)
	if !isCategory(s.Category) {
		f.Add("category", MsgServiceCategory)
	}
	if s.Duration < MinServiceDuration || s.Duration > MaxServiceDuration {
		f.Add("duration", MsgServiceDuration)
	}
	if s.Price < 0 || s.Price > AED(100000) {
		f.Add("price", MsgServicePriceRange)
	}
	if s.PrepTime < 0 || s.PrepTime > MaxPrepMinutes {
		f.Add("preparationTime", MsgServicePreparation)
	}
	return f.Err()
}

// validServiceName is the name rule: one line, 2 to 100 characters of
// which at least 2 show.
func validServiceName(name string) bool {
	return ValidText(name, OneLine) && VisibleLen(name) >= 2 && utf8.RuneCountInString(name) <= 100
}

func isCategory(c string) bool {
	for _, k := range Categories {
		if c == k {
			return true
		}
	}
	return false
}

// MsgServicePrice refuses a price that is not an amount in AED.
var MsgServicePrice = NewMsg("service.price", "Price must be an amount in AED with at most two decimals.")

// ServiceInput is the dashboard's service form, as it sends a new service
// and an edit: on an edit, a field left out (or null) stays as it is. The
// price is an AED amount, text ("350.00") or a number, with at most two
// decimals. The Arabic name and description may be empty ("" clears
// them).
type ServiceInput struct {
	Name          *string `json:"name"`
	NameAr        *string `json:"nameAr"`
	Description   *string `json:"description"`
	DescriptionAr *string `json:"descriptionAr"`
	Category      *string `json:"category"`
	Duration      *int    `json:"duration"`
	Price         *Number `json:"price"`
	IsActive      *bool   `json:"isActive"`
	PrepTime      *int    `json:"preparationTime"`
}

// Parse reads the form into a ServiceUpdate; the price is read from its
// text, never through a float.
func (in ServiceInput) Parse() (ServiceUpdate, error) {
	f := FieldErrors{}
	u := ServiceUpdate{Name: in.Name, NameAr: in.NameAr, Description: in.Description, DescriptionAr: in.DescriptionAr,
		Category: in.Category, Duration: in.Duration, IsActive: in.IsActive, PrepTime: in.PrepTime}
	if in.Price != nil {
		text, _ := in.Price.Text() // an object or a list reads as "", which is no amount
		m, err := ParseMoney(text)
		if err != nil {
			f.Add("price", MsgServicePrice)
		}
		u.Price = &m
	}
	return u, f.Err()
}

// New reads the form into a new service, valid: active unless isActive
// says otherwise, and with a price. A bad form gets every field's message
// at once.
func (in ServiceInput) New() (Service, error) {
	u, perr := in.Parse()
	f := FieldErrors{}
	f.Merge(perr)
	if in.Price == nil {
		f.Add("price", MsgServicePrice)
	}
	s := Service{IsActive: true, PrepTime: DefaultPrepMinutes}
	u.Apply(&s)
	f.Merge(s.Validate())
	if err := f.Err(); err != nil {
		return Service{}, err
	}
	return s, nil
}

// Revise applies u to the service and validates the result; on error s is
// left as it was.
func (s *Service) Revise(u ServiceUpdate) error {
	next := *s
	u.Apply(&next)
	if err := next.Validate(); err != nil {
		return err
	}
	*s = next
	return nil
}

// ServiceView is a service with the number of its bookings.
type ServiceView struct {
	Service
	BookingCount int `json:"bookingCount"`
}

// ServiceUpdate holds the fields of a partial update; nil means unchanged.
type ServiceUpdate struct {
	Name          *string `json:"name"`
	NameAr        *string `json:"nameAr"`
	Description   *string `json:"description"`
	DescriptionAr *string `json:"descriptionAr"`
	Category      *string `json:"category"`
	Duration      *int    `json:"duration"`
	Price         *Money  `json:"price"`
	IsActive      *bool   `json:"isActive"`
	PrepTime      *int    `json:"preparationTime"`
}

// Apply copies the set fields of u onto s.
func (u ServiceUpdate) Apply(s *Service) {
	if u.Name != nil {
		s.Name = *u.Name
	}
	if u.NameAr != nil {
		s.NameAr = *u.NameAr
	}
	if u.Description != nil {
		s.Description = *u.Description
	}
	if u.DescriptionAr != nil {
		s.DescriptionAr = *u.DescriptionAr
	}
	if u.Category != nil {
		s.Category = *u.Category
	}
	if u.Duration != nil {
		s.Duration = *u.Duration
	}
	if u.Price != nil {
		s.Price = *u.Price
	}
	if u.IsActive != nil {
		s.IsActive = *u.IsActive
	}
	if u.PrepTime != nil {
		s.PrepTime = *u.PrepTime
	}
}

// ServiceStore keeps the spa's services.
type ServiceStore interface {
	// ListServices returns every service, active or not, in display order (by id).
	ListServices(ctx context.Context) ([]Service, error)
	// GetService returns ENOTFOUND if no service has that id.
	GetService(ctx context.Context, id int64) (*Service, error)
	// CreateService stores s, valid (ServiceInput.New or Validate), and
	// sets its ID.
	CreateService(ctx context.Context, s *Service) error
	// UpdateService revises the service with u (Service.Revise). Returns
	// ENOTFOUND or Revise's EINVALID; nothing is written on error.
	UpdateService(ctx context.Context, id int64, u ServiceUpdate) (*Service, error)
	// ListServiceViews returns every service with its booking count.
	ListServiceViews(ctx context.Context) ([]ServiceView, error)
}

// The messages of service's rules.
var (
	MsgServiceName        = NewMsg("service.name", "Name must be between 2 and 100 characters.")
	MsgServiceDescription = NewMsg("service.description", "Description must be at most 1000 characters.")
	MsgServiceCategory    = NewMsg("service.category", "Please choose one of the four categories.")
	MsgServiceDuration    = NewMsg("service.duration", "Duration must be between 15 and 780 minutes.")
	MsgServicePriceRange  = NewMsg("service.price_range", "Price must be between 0 and 100000 AED.")
	MsgServicePreparation = NewMsg("service.preparation_time", "Preparation time must be between 0 and 120 minutes.")
)
