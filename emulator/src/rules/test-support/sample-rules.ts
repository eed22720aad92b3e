/** Valid rules files shared by the parser tests and the fuzz test. */

/** Uses every construct of the language (parser tests, fuzz seeds). */
export const FULL_FILE = `rules_version = '2';

// A line comment
/* A block
   comment */
service cloud.firestore {
  function signedIn() { return request.auth != null; }
  match /databases/{database}/documents {
    function isOwner(uid) {
      let me = request.auth.uid;
      let same = me == uid;
      return signedIn() && same;
    }
    match /users/{userId} {
      allow read: if isOwner(userId);
      allow create, update: if isOwner(userId) && request.resource.data.keys().hasOnly(['name', 'age']);
      allow delete: if false;
      match /posts/{postId=**} {
        allow get, list;
      }
    }
    match /rooms/{room} {
      allow write: if get(/databases/$(database)/documents/rooms/$(room)/members/$(request.auth.uid)).data.role in ['admin', "owner"]
        && exists(/databases/(default)/documents/flags/on)
        && getAfter(/databases/$(database)/documents/rooms/$(room)).data.n is int
        && existsAfter(path('/databases/' + database + '/documents/x/y'));
      allow read: if resource.data.tags[0:2] == ['a', 'b'] ? true : -1 < 0 || !false;
    }
    match /{path=**}/comments/{id} {
      allow list: if request.query.limit <= 10 && b'\\x01' != b"\\x02" && 1.5e3 > 0x10 && {'a': [1, {'b': null}]}.a[1].b == null;
    }
  }
}
`;

export const STORAGE_FILE = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /images/{userId}/{file} {
      allow read;
      allow write: if request.auth.uid == userId && request.resource.size < 5 * 1024 * 1024
        && request.resource.contentType.matches('image/.*')
        && firestore.get(/databases/(default)/documents/users/$(userId)).data.plan == 'pro';
    }
  }
}
`;
