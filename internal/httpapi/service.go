package httpapi

import (
	"context"
	"net/http"

	"github.com/dayspa/dayspa"
)

// The services: the public list (served from memory, cache.go) and the
// dashboard's list, new service and edit. The form's rules are the
// domain's (dayspa.ServiceInput).

// listServices answers every service, active or not: the site shows the
// inactive ones as Unavailable.
func (s *Server) listServices(w http.ResponseWriter, r *http.Request) {
	serveCachedList(w, r, s.services)
}

// loadServices reads the services list for the cache: never null.
func (s *Server) loadServices(ctx context.Context) (any, error) {
	services, err := s.store.ListServices(ctx)
	if services == nil {
		services = []dayspa.Service{}
	}
	return services, err
}

// adminServices answers every service, active or not, with its number of
// bookings.
func (s *Server) adminServices(w http.ResponseWriter, r *http.Request) {
	views, err := s.store.ListServiceViews(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	if views == nil {
		views = []dayspa.ServiceView{}
	}
	writeJSON(w, http.StatusOK, views)
}

// adminCreateService adds a service; it is active unless isActive says
// otherwise. Answers 201 with the service.
func (s *Server) adminCreateService(w http.ResponseWriter, r *http.Request) {
	var in dayspa.ServiceInput
	if err := decodeJSON(w, r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	svc, err := in.New()
	if err != nil {
		writeError(w, r, err)
		return
	}
	err = s.store.CreateService(r.Context(), &svc)
	s.services.invalidate() // the public list shows it at once
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, svc)
}

// adminUpdateService changes the fields of a service that the body holds,
// and answers the service. The public list shows the change at once.
func (s *Server) adminUpdateService(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		writeError(w, r, dayspa.Errorf(dayspa.ENOTFOUND, "Service not found."))
		return
	}
	var in dayspa.ServiceInput
	if err := decodeJSON(w, r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	u, err := in.Parse()
	if err != nil {
		writeError(w, r, err)
		return
	}
	svc, err := s.store.UpdateService(r.Context(), id, u)
	s.services.invalidate() // the public list shows the change at once
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, svc)
}
