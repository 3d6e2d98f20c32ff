-- Keycloak keeps its realm, users and sessions in a database of its own on the same server.
CREATE DATABASE keycloak OWNER dtn;
