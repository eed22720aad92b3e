import { describe, expect, it } from 'vitest';
import * as M from './messages';

describe('accounts, organisations and agents error catalogue', () => {
  it.each([
    [M.MSG_UNAUTHORIZED, 'Unauthorized'],
    [M.MSG_USER_NOT_AUTHENTICATED, 'User is not authenticated'],
    [M.MSG_USER_NOT_FOUND, 'User not found.'],
    [M.MSG_AGENT_NOT_FOUND, 'Agent not found'],
    [M.MSG_ERROR_SENDING_WELCOME_EMAIL, 'Error sending welcome email'],
    [M.MSG_ERROR_RELEASING_PHONE_NUMBER, 'Error releasing phone number'],
    [
      M.MSG_PUBLISH_NO_DEFAULT_WORKFLOW,
      'Cannot publish agent without a default workflow. Please set a default workflow in the start flow node.',
    ],
    [M.MSG_PUBLISH_NO_SOURCE_AGENT, 'Error publishing agent version: cannot locate source agent'],
    [M.MSG_WEBSITE_LIMIT_REACHED, 'Website limit reached'],
    [M.MSG_UPGRADE_FOR_OUTBOUND_CAMPAIGNS, 'Upgrade your plan to create outbound campaigns'],
    [M.MSG_UPGRADE_FOR_OUTBOUND_FLOWS, 'Upgrade your plan to create outbound call flows'],
    [M.MSG_CAMPAIGN_NOT_FOUND, 'Campaign not found'],
    [M.MSG_CAMPAIGN_NOT_IN_PROGRESS, 'Campaign status is not in progress'],
    [M.MSG_CAMPAIGN_NOT_PAUSED, 'Campaign status is not paused'],
    [M.MSG_UNABLE_TO_TERMINATE_CAMPAIGN, 'Unable to terminate campaign'],
    [M.MSG_ERROR_ACCEPTING_INVITE, 'Error accepting invite'],
    [M.MSG_ERROR_ACCEPTING_PUBLIC_INVITE, 'Error accepting public invite'],
    [M.MSG_ERROR_SENDING_PRIVATE_INVITE, 'Error sending private invite email'],
    [M.MSG_ERROR_CANCELING_INVITE, 'Error canceling invite'],
    [M.MSG_FAILED_TO_TRIGGER_CALL, 'Failed to trigger call'],
    [M.MSG_FAILED_TO_SEND_REQUEST, 'Failed to send request'],
    [M.MSG_FAILED_TO_FETCH_TEMPLATES, 'Failed to fetch templates'],
    [M.MSG_AGENT_WITHOUT_ORGANIZATION, 'Agent is not associated with an organization'],
    [M.MSG_ERROR_CREATING_SIP_ADDRESS, 'Error creating sip address'],
    [M.MSG_ERROR_DELETING_ENDPOINT, 'Error deleting endpoint'],
    [M.MSG_ERROR_SETTING_PRIMARY_ENDPOINT, 'Error setting primary endpoint'],
    [M.MSG_TWILIO_CREDENTIALS_REQUIRED, 'Twilio credentials are required'],
    [M.MSG_VONAGE_CREDENTIALS_REQUIRED, 'Vonage credentials are required'],
    [M.MSG_ADMIN_ROLE_FORBIDDEN, 'Unauthorized access: ADMIN role cannot be set via this function'],
    [M.MSG_AGENT_ID_REQUIRED, 'Agent id is required'],
    [
      M.MSG_DELETE_AGENT_FORBIDDEN,
      'Missing or insufficient permissions to delete agent, please contact your administrator',
    ],
    [M.MSG_INVALID_PHOTO_EXTENSION, 'Invalid file extension. Only .png, .jpg, and .jpeg files are allowed.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('formats the parameterised texts', () => {
    expect(M.publishInvalidWorkflowsMessage(['Main', 'After hours'])).toBe(
      'Cannot publish agent with invalid workflows. Please fix the following workflows: Main, After hours',
    );
    expect(M.invalidPhotoTypeMessage('image/svg+xml')).toBe(
      'Invalid file type: image/svg+xml. Only PNG and JPEG images are allowed. SVG files are blocked for security reasons.',
    );
    expect(M.photoTooLargeMessage('12.50')).toBe('File size exceeds 10MB limit. Your file is 12.50MB');
  });
});

describe('voice library error catalogue and success messages', () => {
  it.each([
    [M.MSG_MISSING_REQUIRED_FIELDS, 'Missing required fields'],
    [M.MSG_UNABLE_TO_AUTHENTICATE_REQUEST, 'Unable to authenticate request'],
    [M.MSG_FAILED_TO_CLONE_VOICE, 'Failed to clone voice'],
    [M.TOAST_ERROR_TITLE, 'Error'],
    [M.MSG_CLONE_ERROR_DESCRIPTION, 'An error occurred while cloning the voice'],
    [M.MSG_FAILED_TO_UPDATE_VOICE, 'Failed to update voice'],
    [M.MSG_FAILED_TO_SAVE_VOICE, 'Failed to save voice'],
    [M.MSG_AUTHENTICATION_REQUIRED, 'Authentication required'],
    [M.MSG_FAILED_TO_ADD_VOICE, 'Failed to add voice'],
    [M.MSG_ADD_VOICE_ERROR_FALLBACK, 'There was an error adding the voice. Please try again.'],
    [M.TOAST_SOMETHING_WENT_WRONG, 'Uh oh! Something went wrong.'],
    [M.MSG_ERROR_ADDING_VOICE_TO_USER, 'Error adding voice to user'],
    [M.MSG_ERROR_REMOVING_VOICE_FROM_USER, 'Error removing voice from user'],
    [M.MSG_AUDIO_COULD_NOT_BE_PLAYED, 'Audio could not be played.'],
    [M.MSG_UNAUTHORIZED_ACCESS, 'Unauthorized access'],
    [M.MSG_FAILED_TO_ADD_PHONE_NUMBER, 'Failed to add phone number'],
    [M.MSG_IMPORT_NUMBER_ERROR_FALLBACK, 'An error occurred while importing the phone number.'],
    [M.MSG_AGENT_UPDATED, 'Agent updated.'],
    [M.MSG_CHANGES_SAVED, 'Your changes have been saved.'],
    [M.MSG_VOICE_SAVED, 'Voice saved'],
    [M.MSG_VOICE_ADDED, 'Voice added successfully!'],
    [M.MSG_VOICE_SETTINGS_UPDATED, 'Voice Settings Updated'],
    [M.MSG_CONNECTED, 'Connected'],
    [M.MSG_TWILIO_CONNECTED, 'Successfully connected to your Twilio account.'],
    [M.MSG_CLONE_FILE_TOO_LARGE, 'File must be 10MB or smaller'],
    [M.TOAST_FILE_TOO_LARGE, 'File too large'],
    [M.MSG_CHOOSE_SMALLER_FILE, 'Please choose a file 10MB or smaller.'],
    [M.MSG_NAME_REQUIRED, 'Name is required'],
    [M.MSG_NAME_TOO_LONG, 'Name cannot exceed 15 characters'],
    [M.MSG_SELECT_GENDER, 'Please select a gender'],
    [M.MSG_SELECT_LANGUAGE, 'Please select a language'],
    [M.MSG_AGREE_TO_TERMS, 'You must agree to the terms and conditions to use this feature'],
    [M.MSG_SELECT_PROVIDER, 'Please select a provider.'],
    [M.MSG_VOICE_ID_REQUIRED, 'Voice ID is required.'],
    [M.MSG_SELECT_LANGUAGE_DOT, 'Please select a language.'],
    [M.MSG_TWILIO_SID_REQUIRED, 'Twilio Account SID is required'],
    [M.MSG_TWILIO_TOKEN_REQUIRED, 'Twilio Auth Token is required'],
    [M.MSG_PHONE_NUMBER_REQUIRED, 'At least one phone number is required'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('formats the parameterised texts', () => {
    expect(M.addVoiceFailedStatusMessage(502)).toBe('Failed to add voice (502)');
    expect(M.requestProblemMessage('boom')).toBe('There was a problem with your request: boom');
    expect(M.settingsProblemMessage('boom')).toBe('There was a problem saving your settings: boom');
    expect(M.fetchAvailableNumbersErrorMessage('offline')).toBe(
      'Error fetching available phone numbers: offline',
    );
    expect(M.assignNumbersErrorMessage('denied')).toBe('Error adding phone numbers to campaign: denied');
    expect(M.assignNumbersAlertMessage('denied')).toBe('Failed to add phone numbers: denied');
  });
});

describe('voice library screen texts', () => {
  it.each([
    [M.LABEL_SEARCH_ANY_VOICE, 'Search any voice'],
    [M.LABEL_LEARN_VOICE_SETTINGS, 'Learn about voice settings'],
    [M.LABEL_CLONE_VOICE, 'Clone Voice'],
    [M.LABEL_FEATURED_VOICES, 'Featured Voices'],
    [M.LABEL_EXPLORE_ALL_VOICES, 'Explore All Voices'],
    [M.LABEL_NO_VOICES_FOUND, 'No voices found.'],
    [M.LABEL_CLEAR_FILTERS, 'Clear filters'],
    [M.LABEL_ADD_VOICE, 'Add Voice'],
    [M.LABEL_YOUR_FAVORITES, 'Your Favorites'],
    [M.LABEL_MULTILINGUAL_SUPPORT, 'Multi-Lingual Support'],
    [M.LABEL_SAVE_SETTINGS, 'Save settings'],
    [M.LABEL_BETA_WARNING_TITLE, 'Beta Warning'],
    [M.LABEL_CONTINUE_ANYWAY, 'Continue Anyway'],
    [M.LABEL_BETA_UNAVAILABLE, 'Unavailable, please contact support'],
    [M.LABEL_CLONE_MODAL_TITLE, 'Create Your Voice Clone'],
    [M.LABEL_UPLOAD_CLIP, 'Upload a 1-2 minute audio clip or drag & drop'],
    [M.LABEL_RECORD_AUDIO, 'Record Audio'],
    [M.LABEL_CLONING, 'Cloning'],
    [M.LABEL_CHOOSE_SAMPLE, 'Choose the sample that sounds most like you'],
    [M.LABEL_SAMPLE_A, 'Sample A'],
    [M.LABEL_SAMPLE_B, 'Sample B'],
    [M.LABEL_TRY_AGAIN, 'Try Again'],
    [M.LABEL_SAVE_VOICE, 'Save Voice'],
    [M.LABEL_SAVING, 'Saving'],
    [M.LABEL_NO_SAMPLES, 'No samples available. Please try again.'],
    [M.RECORDING_FILE_NAME, 'recording.wav'],
    [M.LABEL_ADD_VOICE_TITLE, 'Add a voice'],
    [M.LABEL_ADD_ID_PLACEHOLDER, 'Add ID'],
    [M.LABEL_ADDING_VOICE, 'Adding Voice'],
    [M.LABEL_ROUTING_METHOD, 'Routing Method'],
    [M.MSG_WEIGHT_INFO, 'Calls are routed randomly based on assigned weights. All weights must total 100%.'],
    [M.LABEL_ADD_PHONE_NUMBERS, 'Add Phone Numbers'],
    [M.LABEL_NO_PHONE_NUMBERS, 'No phone numbers found.'],
    [M.LABEL_UNKNOWN_REGION, 'Unknown Region'],
    [M.LABEL_UNKNOWN_COUNTRY, 'Unknown Country'],
    [M.LABEL_US_NUMBERS_ONLY, 'US numbers only'],
    [M.MSG_ADD_NUMBERS_DESCRIPTION, 'Select phone numbers to add to your campaign.'],
    [M.LABEL_SEARCH_NUMBERS, 'Search phone numbers or regions...'],
    [M.LABEL_LOADING_NUMBERS, 'Loading phone numbers...'],
    [M.LABEL_NO_NUMBERS_AVAILABLE, 'No phone numbers available.'],
    [M.LABEL_IMPORT_FROM_TWILIO, 'Import numbers from Twilio'],
    [M.LABEL_ADDING, 'Adding'],
    [M.LABEL_TWILIO_IMPORT_TITLE, 'Import Numbers From Twilio'],
    [M.LABEL_TWILIO_ACCOUNT_SID, 'Twilio Account SID'],
    [M.LABEL_TWILIO_AUTH_TOKEN, 'Twilio Auth Token'],
    [M.LABEL_CONNECT_AND_FETCH, 'Connect & Fetch Numbers'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('formats counts into the labels', () => {
    expect(M.weightTotalLabel(100)).toBe('Total: 100%');
    expect(M.weightTotalLabel(99.99)).toBe('Total: 99.99%');
    expect(M.activeCountLabel(3)).toBe('3 Active');
    expect(M.groupEnabledLabel(1, 4)).toBe('1/4 enabled');
    expect(M.agentNumbersSectionLabel(2)).toBe('Agent Phone Numbers (2)');
    expect(M.unassignedNumbersSectionLabel(0)).toBe('Unassigned Phone Numbers (0)');
    expect(M.loadingNumbersErrorLabel('timeout')).toBe('Error loading phone numbers: timeout');
    expect(M.addToCampaignLabel(5)).toBe('Add to Campaign (5)');
    expect(M.tagOverflowLabel(3)).toBe('+3');
  });

  it('names the routing methods', () => {
    expect(M.ROUTING_TYPE_LABELS).toEqual({
      weight: 'Weight Routing',
      state: 'State-Based Routing',
      country: 'Country-Based Routing',
    });
  });

  it('says the beta warning points', () => {
    expect(M.MSG_BETA_WARNING_BODY).toMatch(/in beta/);
    expect(M.MSG_BETA_WARNING_BODY).toMatch(/follow workflows precisely/);
    expect(M.MSG_BETA_WARNING_BODY).toMatch(/repeating names and phone numbers accurately/);
  });
});

describe('texts that are defaults', () => {
  it('builds the greeting and fixes the default-workflow and duration texts', () => {
    expect(M.defaultGreeting('Acme Dental')).toBe(
      'Thank you for calling Acme Dental! How can I help you today?',
    );
    expect(M.DEFAULT_MAX_DURATION_END_MESSAGE).toBe(
      "I apologize, but we've reached the maximum duration for this call. Thank you for your time.",
    );
    expect(M.DEFAULT_WORKFLOW_INTERIM_MESSAGE).toBe('One moment please.');
    expect(M.DEFAULT_WORKFLOW_END_MESSAGE).toBe('Have a great rest of your day!');
    expect(M.DEFAULT_ORG_NAME).toBe('My Org');
    expect(M.CLONE_PROVIDER_LABEL).toBe('Parley');
  });
});
