package seed

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// The demo team (team.json) and the pictures of the gallery and the team
// page (media.json, media/*.webp).

// Team is the demo team: rooms, and therapists with the service
// categories they do, one daily shift ("HH:MM" to "HH:MM") and their days
// off ("mon".."sun").
type Team struct {
	Rooms []struct {
		Name string `json:"name"`
		Kind string `json:"kind"`
	} `json:"rooms"`
	Therapists []struct {
		Name       string   `json:"name"`
		Gender     string   `json:"gender"`
		Categories []string `json:"categories"`
		Hours      struct {
			Start string `json:"start"`
			End   string `json:"end"`
		} `json:"hours"`
		DaysOff []string `json:"daysOff"`
	} `json:"therapists"`
}

// DemoTeam returns the demo team of team.json.
func DemoTeam() (Team, error) {
	var t Team
	b, err := files.ReadFile("team.json")
	if err != nil {
		return t, err
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&t); err != nil {
		return t, fmt.Errorf("team.json: %w", err)
	}
	return t, nil
}

// Media is the demo gallery and the team's public cards (media.json), with
// the pictures under media/, which the server puts through its picture
// pipeline like an upload.
type Media struct {
	Gallery []GalleryPicture `json:"gallery"`
	Team    []TeamCard       `json:"team"`
}

// GalleryPicture is a demo gallery picture: its file under media/, with
// its alt text in English and Arabic.
type GalleryPicture struct {
	File     string `json:"file"`
	Category string `json:"category"`
	Alt      string `json:"alt"`
	AltAr    string `json:"altAr"`
}

// TeamCard is the public side of a demo therapist, named as in team.json,
// with the speciality and bio in English and Arabic.
type TeamCard struct {
	Name         string `json:"name"`
	Photo        string `json:"photo"`
	PhotoAlt     string `json:"photoAlt"`
	Speciality   string `json:"speciality"`
	SpecialityAr string `json:"specialityAr"`
	Bio          string `json:"bio"`
	BioAr        string `json:"bioAr"`
}

// DemoMedia returns media.json.
func DemoMedia() (Media, error) {
	var m Media
	b, err := files.ReadFile("media.json")
	if err != nil {
		return m, err
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		return m, fmt.Errorf("media.json: %w", err)
	}
	return m, nil
}

// MediaFile returns the bytes of a picture under media/.
func MediaFile(name string) ([]byte, error) {
	return files.ReadFile("media/" + name)
}
