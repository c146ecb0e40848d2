-- Foundation: members and their profiles, the public view of them, and trigram search support.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  password_hash text,
  full_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE profiles (
  id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  full_name text,
  avatar_url text,
  bio text,
  location_street text,
  location_city text,
  location_region text,
  location_country text,
  skills_offered text[] NOT NULL DEFAULT '{}',
  skills_wanted text[] NOT NULL DEFAULT '{}',
  verified boolean NOT NULL DEFAULT false,
  rating numeric(2, 1) NOT NULL DEFAULT 0 CHECK (rating >= 0 AND rating <= 5),
  plan text NOT NULL DEFAULT 'free' CHECK (plan IN ('free', 'premium', 'elite', 'enterprise')),
  show_email boolean NOT NULL DEFAULT false,
  show_location_detail text NOT NULL DEFAULT 'city' CHECK (show_location_detail IN ('full', 'city', 'hidden')),
  profile_visibility text NOT NULL DEFAULT 'public' CHECK (profile_visibility IN ('public', 'private')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

-- What anyone may see of a member: only public, non-deleted profiles, location masked by the member's choice.
CREATE VIEW public_profiles AS
SELECT
  p.id,
  p.full_name,
  p.avatar_url,
  CASE p.show_location_detail
    WHEN 'full' THEN nullif(concat_ws(', ', nullif(p.location_street, ''), nullif(p.location_city, ''),
                                      nullif(p.location_region, ''), nullif(p.location_country, '')), '')
    WHEN 'city' THEN nullif(concat_ws(', ', nullif(p.location_city, ''), nullif(p.location_country, '')), '')
    ELSE NULL
  END AS location,
  p.bio,
  p.skills_offered,
  p.skills_wanted,
  p.verified,
  p.rating::float8 AS rating
FROM profiles p
WHERE p.deleted_at IS NULL
  AND p.profile_visibility = 'public';
