/** The form's option lists as the catalogue shows them and the component tests fill them in. */
export const exampleEnquiryContent = {
  destinations: [
    { destinationId: 1, destinationTitle: 'Kenya' },
    { destinationId: 2, destinationTitle: 'Italy' },
  ],
  telephoneCodes: [
    { id: 1, name: 'United States', code: '+1' },
    { id: 2, name: 'Canada', code: '+1' },
    { id: 3, name: 'United Kingdom', code: '+44' },
  ],
};
