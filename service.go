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

// Service is a treatment the spa offers.
type Service struct {
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
	Category    string `json:"category"`
	Duration    int    `json:"duration"` // minutes
	Price       Money  `json:"price"`
	IsActive    bool   `json:"isActive"`
}

// Limits of a service's duration, in minutes: it must fit between opening
// and closing time.
const (
	MinServiceDuration = 15
	MaxServiceDuration = ClosingMinute - OpeningMinute
)

// Validate checks a service before it is stored.
func (s *Service) Validate() error {
	s.Name = strings.TrimSpace(s.Name)
	s.Description = strings.TrimSpace(s.Description)
	f := FieldErrors{}
	if !ValidText(s.Name, OneLine) || VisibleLen(s.Name) < 2 || utf8.RuneCountInString(s.Name) > 100 {
		f.Add("name", "Name must be between 2 and 100 characters.")
	}
	checkFreeText(f, "description", s.Description, 1000, "Description must be at most 1000 characters.")
	if !isCategory(s.Category) {
		f.Add("category", "Please choose one of the four categories.")
	}
	if s.Duration < MinServiceDuration || s.Duration > MaxServiceDuration {
		f.Add("duration", "Duration must be between 15 and 780 minutes.")
	}
	if s.Price < 0 || s.Price > AED(100000) {
		f.Add("price", "Price must be between 0 and 100000 AED.")
	}
	return f.Err()
}

func isCategory(c string) bool {
	for _, k := range Categories {
		if c == k {
			return true
		}
	}
	return false
}

// ServiceUpdate holds the fields of a partial update; nil means unchanged.
type ServiceUpdate struct {
	Name        *string `json:"name"`
	Description *string `json:"description"`
	Category    *string `json:"category"`
	Duration    *int    `json:"duration"`
	Price       *Money  `json:"price"`
	IsActive    *bool   `json:"isActive"`
}

// Apply copies the set fields of u onto s.
func (u ServiceUpdate) Apply(s *Service) {
	if u.Name != nil {
		s.Name = *u.Name
	}
	if u.Description != nil {
		s.Description = *u.Description
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
}

// ServiceStore keeps the spa's services.
type ServiceStore interface {
	// ListServices returns every service, active or not, in display order (by id).
	ListServices(ctx context.Context) ([]Service, error)
	// GetService returns ENOTFOUND if no service has that id.
	GetService(ctx context.Context, id int64) (*Service, error)
	// CreateService validates s, stores it and sets its ID. Returns EINVALID.
	CreateService(ctx context.Context, s *Service) error
	// UpdateService applies u to the service and validates the result.
	// Returns ENOTFOUND or EINVALID; nothing is written on error.
	UpdateService(ctx context.Context, id int64, u ServiceUpdate) (*Service, error)
}
